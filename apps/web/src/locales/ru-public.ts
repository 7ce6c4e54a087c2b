// The public part of ru.json (the groups of public-groups.ts), cut out at build time by scripts/locale-parts.ts: what a
// first visit loads before the session pages load the whole locale (lib/i18n.ts).
import part from 'virtual:otklik/locale-public/ru';

export default part;

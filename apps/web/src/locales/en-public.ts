// The public part of en.json (the groups of public-groups.ts), cut out at build time by scripts/locale-parts.ts: what a
// first visit loads before the session pages load the whole locale (lib/i18n.ts).
import part from 'virtual:otklik/locale-public/en';

export default part;

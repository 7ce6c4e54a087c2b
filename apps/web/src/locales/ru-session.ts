// The session part of ru.json (the keys of session-part.ts), cut out at build time by scripts/locale-parts.ts: what a
// first visit to /dashboard loads after the public part, before the other session pages load the whole locale
// (lib/i18n.ts).
import part from 'virtual:otklik/locale-session/ru';

export default part;

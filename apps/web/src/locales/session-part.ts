/**
 * The keys of ru.json / en.json that the shell of the session pages (header, sidebar, bell, daily counter) and
 * /dashboard render, as dotted paths (a whole group, or one entry or subtree of a group): the session part of a
 * locale. A first visit to /dashboard loads this part after the public one (public-groups.ts) instead of the whole
 * locale; every other session page, and the shell's dialogs when opened, load the whole locale (app/router.tsx).
 * The build cuts this part out of each locale (scripts/locale-parts.ts); locales.test.ts fails when the shell or the
 * dashboard use a key outside it.
 */
export const SESSION_PATHS = [
  'shell',
  'dashboard',
  'quota',
  'notifications',
  'logout',
  'hhLogout',
  'widgets',
  'errors',
  'positions.retry',
  'positions.stage',
  'positions.edit.pausedBadge',
] as const;

/**
 * The top-level groups of ru.json / en.json that /login, the error page and the page loader render: the
 * public part of a locale, all a first visit to /login downloads (at most 150 KB of gzipped JS). The build cuts this part out of
 * each locale (scripts/locale-parts.ts); every other page loads the whole locale before it renders (app/router.tsx).
 * If /login starts using another group, add it here.
 */
export const PUBLIC_GROUPS = ['app', 'fields', 'validation', 'login', 'errorPage'] as const;

/** A public group's name. */
export type PublicGroup = (typeof PUBLIC_GROUPS)[number];

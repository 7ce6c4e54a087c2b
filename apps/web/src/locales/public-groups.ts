/**
 * The top-level groups of ru.json / en.json that the pages without a session render (/login, /auth, /recovery, the
 * not-found and error pages, the page loader): the public part of a locale, all a first visit to /login downloads
 * (issue 13 budget). The build cuts this part out of each locale (scripts/locale-parts.ts); lib/i18n.ts loads the rest
 * when a session page opens. A public page that starts using another group adds it here.
 */
export const PUBLIC_GROUPS = ['app', 'fields', 'validation', 'login', 'register', 'recovery', 'notFound', 'errorPage', 'widgets'] as const;

/** A public group's name. */
export type PublicGroup = (typeof PUBLIC_GROUPS)[number];

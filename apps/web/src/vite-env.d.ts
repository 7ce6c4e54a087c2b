/// <reference types="vite/client" />

/** The public groups of a locale (scripts/locale-parts.ts); lib/i18n.ts types it against ru.json. */
declare module 'virtual:otklik/locale-public/*' {
  const part: Record<string, unknown>;
  export default part;
}

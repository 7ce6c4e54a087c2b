/// <reference types="vite/client" />

/** The public groups of a locale (scripts/locale-parts.ts); lib/i18n.ts types it against ru.json. */
declare module 'virtual:otklik/locale-public/*' {
  const part: Record<string, unknown>;
  export default part;
}

/** The session part of a locale (scripts/locale-parts.ts); lib/i18n.ts types it against ru.json. */
declare module 'virtual:otklik/locale-session/*' {
  const part: Record<string, unknown>;
  export default part;
}

/** Constants of the API contracts without zod (scripts/contract-constants.ts). */
declare module 'virtual:otklik/contract-constants' {
  import type { ErrorCode } from '@otklik/contracts';
  /** The keys of contracts `ERROR_CATALOGUE`. */
  export const ERROR_CODES: readonly ErrorCode[];
  /** contracts `MAX_DAILY_QUOTA`. */
  export const MAX_DAILY_QUOTA: number;
}

/** Fixed at build time (scripts/build.mjs): the Otklik origin the companion talks to, and the hh site it opens. */
declare const __OTKLIK_ORIGIN__: string;
declare const __HH_ORIGIN__: string;
declare const __EXTENSION_VERSION__: string;

export const OTKLIK_ORIGIN: string = __OTKLIK_ORIGIN__;
export const HH_ORIGIN: string = __HH_ORIGIN__;
export const EXTENSION_VERSION: string = __EXTENSION_VERSION__;

/** Otklik's own API contract: zod schemas shared by the API (route schemas) and the web (inferred types). */
export * from './common';
export * from './auth';
export * from './hh';
export * from './applications-count';
export * from './positions';
export * from './applications';
export * from './notifications';
export * from './feedback';
export * from './subscription';
export * from './errors';

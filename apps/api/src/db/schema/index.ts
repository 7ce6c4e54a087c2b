/** Every Drizzle table of the API, one file per domain. drizzle-kit reads this folder to generate migrations. */
export * from './users';
export * from './auth';
export * from './hh';
export * from './notifications';
export * from './feedback';
export * from './subscription';
export * from './positions';
export * from './applications';
export * from './proposal-signals';
export * from './answer-bank';
export * from './profile';
export * from './interviews';
export * from './seeker-skills';
export * from './admin';
export * from './trainer';
export * from './companion';
export * from './seeker-experience';

export * from './auth';
export * from './gym';
export * from './users';
export * from './visits';
export * from './memberships';
export * from './schedule';
export * from './payments';
export * from './testimonials';

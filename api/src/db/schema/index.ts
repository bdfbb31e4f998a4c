export * from './auth';
export * from './gym';
export * from './users';
export * from './visits';

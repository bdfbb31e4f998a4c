export * from './constants';
export * from './dates';
export * from './messages';
export * from './money';
export * from './roles';
export * from './route-access';
export * from './user-management';
export * from './validation';

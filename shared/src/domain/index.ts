export * from './roles';
export * from './account';
export * from './order-center-menu';
export * from './validation';
export * from './enums';
export * from './priority';
export * from './mission-state';
export * from './crs';

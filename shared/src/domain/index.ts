export * from './roles';
export * from './account';
export * from './order-center-menu';

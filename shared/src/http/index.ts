export * from './client';
export * from './user';

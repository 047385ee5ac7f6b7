export * from './client';
export * from './user';
export * from './orders';
export * from './download';
export * from './missions';
export * from './feedback';
export * from './areas';
export * from './failure';

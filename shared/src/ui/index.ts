export * from './theme';
export * from './PortalProviders';
export * from './remote';
export * from './states';
export * from './notices';
export * from './usePageTitle';
export * from './OrderCenterLayout';

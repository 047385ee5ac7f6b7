/**
 * `@portal/shared/grid`: the order centre's server-paged tables on @mui/x-data-grid, shared by the customer's pages
 * (mf-order-center) and staff's (mf-admin). Only builds that depend on @mui/x-data-grid share this entry.
 */
export * from './use-server-grid';
export * from './FilterBar';
export * from './ArchiveOrdersView';
export * from './BillView';
export * from './BalanceChangeDialog';
export * from './cart-columns';
export * from './ServerGrid';
export * from './locale';
export * from './fit-columns';
export * from './time-column';
export * from './typed-column';
export * from './mission-columns';
export * from './use-open-param';
export * from './use-kept-selection';
export { useElementWidth } from '@portal/shared/ui';

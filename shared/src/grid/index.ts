/**
 * `@portal/shared/grid`: the order centre's server-paged tables on @mui/x-data-grid, shared by the customer's pages
 * (mf-order-center) and staff's (mf-admin). Only builds that depend on @mui/x-data-grid share this entry.
 */
export * from './useServerGrid';
export * from './FilterBar';
export * from './ArchiveOrdersView';
export * from './BillView';
export * from './BalanceChangeDialog';
export * from './cartColumns';
export * from './ServerGrid';
export * from './locale';
export * from './fitColumns';
export * from './timeColumn';
export * from './typedColumn';
export * from './missionColumns';
export * from './useOpenParam';
export * from './useKeptSelection';
export { useElementWidth } from '@portal/shared/ui';

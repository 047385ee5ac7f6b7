/**
 * Archive orders (docs/requirements.md §3 "archive order": order id, creation time, money, image IDs, status, note; §4 codes 109
 * awaiting download and 1092 downloaded): their states and transitions, and the one pricing function that the
 * portal's quote and the API's charge both use. Money is integer fen.
 */
import type { ImagingModeCode } from './constellation';

export const ARCHIVE_ORDER_STATUSES = [
  { value: 'awaiting_download', code: 109, zh: '待下载', en: 'Awaiting download' },
  { value: 'downloaded', code: 1092, zh: '已下载', en: 'Downloaded' },
  { value: 'cancelled', code: null, zh: '已取消（已退款）', en: 'Cancelled (refunded)' },
] as const;
export type ArchiveOrderStatus = (typeof ARCHIVE_ORDER_STATUSES)[number]['value'];
export const ARCHIVE_ORDER_STATUS_VALUES = ARCHIVE_ORDER_STATUSES.map((s) => s.value) as [
  ArchiveOrderStatus,
  ...ArchiveOrderStatus[],
];

/**
 * Allowed changes: a paid order awaits download; its first product download makes it downloaded; only an order
 * nothing of which was downloaded can be cancelled (and is refunded in full).
 */
const TRANSITIONS: Record<ArchiveOrderStatus, readonly ArchiveOrderStatus[]> = {
  awaiting_download: ['downloaded', 'cancelled'],
  downloaded: [],
  cancelled: [],
};
export const canTransition = (from: ArchiveOrderStatus, to: ArchiveOrderStatus) =>
  TRANSITIONS[from].includes(to);
export const isCancellable = (status: ArchiveOrderStatus) => canTransition(status, 'cancelled');

/** Limits of one order. */
export const ARCHIVE_ORDER_LIMITS = { maxScenes: 100, maxNote: 200 } as const;
/** A price of one scene: at most ¥10,000,000. */
export const PRICE_ROW_LIMITS = { maxFen: 1_000_000_000 } as const;

// ---------- pricing ----------

export type PricedProductType = 'SLC' | 'ORG' | 'SLC+ORG';
export type PricedClassification = 'public' | 'sensitive' | 'restricted';

/** One row of the price table (kept in the database, editable by staff). */
export interface PriceRow {
  img_mode: ImagingModeCode;
  product_type: PricedProductType;
  classification: PricedClassification;
  price_fen: number;
}

/** What pricing reads of a scene. */
export interface PricedScene {
  id: string;
  img_mode: number;
  product_type: string;
  classification: string;
}

/** The price of one scene, or null when the table has no row for it (such a scene cannot be ordered). */
export function scenePrice(table: readonly PriceRow[], scene: PricedScene): number | null {
  const row = table.find(
    (r) =>
      r.img_mode === scene.img_mode &&
      r.product_type === scene.product_type &&
      r.classification === scene.classification,
  );
  return row ? row.price_fen : null;
}

export interface OrderQuote {
  items: { scene_id: string; price_fen: number | null }[];
  /** Sum of the priced items, fen. */
  cost_fen: number;
  /** Scenes without a price. */
  unpriced: string[];
}

/** The cost of a selection: the sum of its scenes' prices. */
export function quoteOrder(table: readonly PriceRow[], scenes: readonly PricedScene[]): OrderQuote {
  const items = scenes.map((s) => ({ scene_id: s.id, price_fen: scenePrice(table, s) }));
  return {
    items,
    cost_fen: items.reduce((sum, i) => sum + (i.price_fen ?? 0), 0),
    unpriced: items.filter((i) => i.price_fen === null).map((i) => i.scene_id),
  };
}

/** The first price table: per scene by mode (yuan), ×1.5 for SLC+ORG, ×1.2 sensitive, ×1.5 restricted. */
const BASE_YUAN: Record<ImagingModeCode, number> = { 1: 3000, 3: 1500, 6: 1000, 4: 800, 5: 600 };
const PRODUCT_FACTOR: Record<PricedProductType, number> = { SLC: 1, ORG: 1, 'SLC+ORG': 1.5 };
const CLASS_FACTOR: Record<PricedClassification, number> = { public: 1, sensitive: 1.2, restricted: 1.5 };
export const DEFAULT_PRICE_TABLE: readonly PriceRow[] = (
  Object.keys(BASE_YUAN) as unknown as string[]
).flatMap((mode) =>
  (Object.keys(PRODUCT_FACTOR) as PricedProductType[]).flatMap((product_type) =>
    (Object.keys(CLASS_FACTOR) as PricedClassification[]).map((classification) => ({
      img_mode: Number(mode) as ImagingModeCode,
      product_type,
      classification,
      price_fen: Math.round(
        BASE_YUAN[Number(mode) as ImagingModeCode] *
          PRODUCT_FACTOR[product_type] *
          CLASS_FACTOR[classification] *
          100,
      ),
    })),
  ),
);

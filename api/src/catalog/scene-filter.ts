/** What a scene search asks for (catalog search, export, STAC, saved searches); catalog/query.ts makes its SQL. */
import type { AreaPart } from './areas';

export interface SceneFilter {
  parts?: AreaPart[];
  ids?: string[];
  start?: Date;
  end?: Date;
  satellites?: string[];
  img_modes?: number[];
  product_types?: string[];
  polarizations?: string[];
  classifications?: string[];
  orbit_direction?: 'ascending' | 'descending';
  look_side?: 'left' | 'right';
  incidence_min?: number;
  incidence_max?: number;
  /** An extra condition (STAC CQL2), given a function that adds a parameter and returns its placeholder. */
  extra?: (param: (v: unknown) => string) => string;
  /** A slice of `acquired_at` (inclusive) searched for one page; not part of the user's filter. */
  slice?: { from?: Date; to?: Date };
}

import { SAMPLE_THUMBNAIL_PX } from '@portal/shared/domain/sample-footprint';
import type { Sample } from './samples-api';

/**
 * The attributes of a sample's thumbnail <img>: sized before it loads (no layout shift), decoded off the main
 * thread, fetched at once when `eager` (a card in view first), else when scrolled near.
 */
export const thumbnailProps = (s: Sample, eager: boolean) => ({
  src: s.thumbnail_url,
  alt: s.title,
  loading: eager ? ('eager' as const) : ('lazy' as const),
  decoding: 'async' as const,
  width: SAMPLE_THUMBNAIL_PX,
  height: SAMPLE_THUMBNAIL_PX,
});

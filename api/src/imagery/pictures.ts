/**
 * The portal's pictures of places, in pixels: a public sample's picture (SAMPLE_PICTURE_PX square over its
 * footprint) and its detail (20 m pixels around its position: what vessel detection runs on), an archive scene's
 * quicklook (multi-looked, 256 px) and its product raster (single-look, RASTER_SIZE², the grid of
 * catalog/product.ts rasterGrid). CPU work of 50–400 ms each: run them in the worker pool
 * (discern/pool.ts), never on the event loop.
 */
import { sampleBbox, sampleDetail, SAMPLE_PICTURE_PX } from '@portal/shared/domain/sample-footprint';
import type { Bbox } from '../geo/bbox';
import { renderScene, type RenderedScene } from './scene';
import { sampleSubject, sceneSubject, type SampleTexts } from './subject';

export const QUICKLOOK_SIZE = 256;
/** Pixels along each side of the product raster. */
export const RASTER_SIZE = 512;
/** A quicklook averages this many looks: less speckle than the product, as a browse image has. */
const QUICKLOOK_LOOKS = 4;

/** A public sample as its picture needs it: where it is, its imaging mode (the footprint) and what it is about. */
export interface SampleForPicture extends SampleTexts {
  id: number;
  lon: number;
  lat: number;
  img_mode: number;
}

/** An archive scene as its pictures need it. */
export interface SceneForPicture {
  id: string;
  /** WGS-84 [west, south, east, north], west > east across the antimeridian. */
  bbox: Bbox;
  /** When it was acquired: the world's day it shows (imagery/world.ts), the same as its product's. */
  acquired_at: Date | string;
}

/**
 * The day a public sample's pictures show: samples have no acquisition time, so all show the world of one autumn
 * day (no flood under way, the harvest in).
 */
export const SAMPLE_PICTURE_AT = new Date('2025-10-15T02:00:00Z');

export const renderSample = (s: SampleForPicture): RenderedScene =>
  renderScene({
    bbox: sampleBbox(s),
    width: SAMPLE_PICTURE_PX,
    height: SAMPLE_PICTURE_PX,
    key: `sample-${s.id}`,
    subject: sampleSubject(s),
    at: SAMPLE_PICTURE_AT,
  });

/**
 * A sample's detail: its place at 20 m a pixel (sample-footprint.ts sampleDetail), where ships are drawn at their
 * size. Its own scene (key, ships and speckle), of the sample's subject: the same ground, not a crop of the picture,
 * whose coarser pixels could not show those ships.
 */
export function renderSampleDetail(s: SampleForPicture): RenderedScene {
  const { box, size } = sampleDetail(s);
  return renderScene({
    bbox: box,
    width: size,
    height: size,
    key: `sample-${s.id}-detail`,
    subject: sampleSubject(s),
    at: SAMPLE_PICTURE_AT,
  });
}

export const quicklookPixels = (s: SceneForPicture): Uint8Array =>
  renderScene({
    bbox: s.bbox,
    width: QUICKLOOK_SIZE,
    height: QUICKLOOK_SIZE,
    key: s.id,
    subject: sceneSubject(s.id),
    at: new Date(s.acquired_at),
    looks: QUICKLOOK_LOOKS,
  }).image.data;

export const rasterPixels = (s: SceneForPicture): Uint8Array =>
  renderScene({
    bbox: s.bbox,
    width: RASTER_SIZE,
    height: RASTER_SIZE,
    key: s.id,
    subject: sceneSubject(s.id),
    at: new Date(s.acquired_at),
  }).image.data;

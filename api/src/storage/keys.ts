import { createHash } from 'node:crypto';

/** Storage keys are relative paths of word characters, dots, dashes and slashes: never absolute, never `..`. */
export function safeKey(key: string): string {
  if (!/^[\w./-]+$/.test(key) || key.includes('..') || key.startsWith('/') || key.endsWith('/'))
    throw new Error(`bad storage key ${key}`);
  return key;
}

/** A list prefix is a key or the start of one ('' lists everything). */
export function safePrefix(prefix: string): string {
  if (prefix !== '' && (!/^[\w./-]+$/.test(prefix) || prefix.includes('..') || prefix.startsWith('/')))
    throw new Error(`bad storage prefix ${prefix}`);
  return prefix;
}

/** No file under that key: routes answer 404. */
export class StoredFileNotFound extends Error {
  constructor(readonly key: string) {
    super(`no stored file ${key}`);
    this.name = 'StoredFileNotFound';
  }
}

export const isStoredFileNotFound = (err: unknown): err is StoredFileNotFound =>
  err instanceof StoredFileNotFound;

/** A name part of a key: the text itself when it is a plain name, else a digest of it (still one per text). */
const keyPart = (s: string) => (/^[\w.-]{1,100}$/.test(s) && !s.startsWith('.') ? s : `x${digest(s)}`);
const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 24);

/**
 * A scene's product package. `version` is a digest of what the package is made from, so a scene whose record
 * changed gets a new key and the old bytes are never served for it.
 */
export const productPackageKey = (sceneId: string, version: string) =>
  safeKey(`products/${keyPart(sceneId)}/${keyPart(version)}.zip`);
/** A tile of a scene's product raster drawn with one stretch, under the product's version. */
export const sceneTileKey = (
  sceneId: string,
  version: string,
  stretch: string,
  z: number,
  x: number,
  y: number,
) => safeKey(`tiles/${keyPart(sceneId)}/${keyPart(version)}/${keyPart(stretch)}/${z}/${x}/${y}.png`);

/** A scene's product raster alone (COG), beside its package and versioned with it. */
export const productRasterKey = (sceneId: string, version: string) =>
  safeKey(`products/${keyPart(sceneId)}/${keyPart(version)}.tif`);

/** A scene's quicklook, versioned by what it is drawn from (the scene's id and bounding box). */
export const quicklookKey = (sceneId: string, version: string) =>
  safeKey(`quicklooks/${keyPart(sceneId)}/${keyPart(version)}.png`);

/** A public sample's picture (image.png, thumbnail.jpg, detail.png), versioned like a product package. */
export const samplePictureKey = (
  sampleId: number,
  version: string,
  file: 'image.png' | 'thumbnail.jpg' | 'detail.png',
) => safeKey(`samples/${sampleId}/${keyPart(version)}/${file}`);

/** Where export jobs keep their files (the clean-up removes them after EXPORT_KEEP_DAYS). */
export const EXPORTS_PREFIX = 'exports/';
export const exportFileKey = (jobId: string, extension: string) =>
  safeKey(`${EXPORTS_PREFIX}${keyPart(jobId)}.${extension}`);

/**
 * The change raster (COG) of two scenes' products, `version` a digest of both products' versions and how they were
 * compared (full resolution or the preview's).
 */
export const changeRasterKey = (before: string, after: string, version: string) =>
  safeKey(`changes/${keyPart(before)}/${keyPart(after)}/${keyPart(version)}.tif`);
/** A tile of a change raster drawn at one threshold. */
export const changeTileKey = (
  before: string,
  after: string,
  version: string,
  threshold: string,
  z: number,
  x: number,
  y: number,
) =>
  safeKey(
    `change-tiles/${keyPart(before)}/${keyPart(after)}/${keyPart(version)}/${keyPart(threshold)}/${z}/${x}/${y}.png`,
  );

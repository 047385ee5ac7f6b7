/**
 * The scene viewer's state as /imageQuery keeps it in its address (`?view=<json>`, beside the search's `?q=`), so a
 * link reproduces what it shows: the scene, its stretch, a compared scene and how (swipe or overlay), the date of
 * its stack on the globe and a change between two dates with its threshold. Imported as
 * `@portal/shared/domain/scene-view`; the order centre and the staff's pages link to a scene with sceneViewerUrl.
 */
import { z } from 'zod';
import { CHANGE_THRESHOLD_RANGE_DB } from './scene-stack';
import { DEFAULT_STRETCH, SCENE_COLORMAPS, STRETCH_DB_RANGE, type SceneStretch } from './scene-tiles';

export type CompareMode = 'swipe' | 'overlay';

export interface SceneView {
  scene: string;
  stretch: SceneStretch;
  /** A second scene shown with the first: beside it at the swipe bar, or over it with its own opacity. */
  compare?: { scene: string; mode: CompareMode };
  /** The scene of the stack on the globe (its date), when it is not `scene` itself. */
  date?: string;
  /** The change from `before` to `after` (two scenes of the stack), pixels beyond `threshold` dB. */
  change?: { before: string; after: string; threshold: number };
}

/** The gamma a stretch may name (the tiles' query: @portal/shared/domain/scene-tiles). */
export const STRETCH_GAMMA_RANGE = [0.1, 10] as const;

const id = z.string().min(1).max(80);
const db = z.number().min(STRETCH_DB_RANGE[0]).max(STRETCH_DB_RANGE[1]);
const stretch = z
  .object({
    min: db,
    max: db,
    gamma: z.number().min(STRETCH_GAMMA_RANGE[0]).max(STRETCH_GAMMA_RANGE[1]),
    colormap: z.enum(Object.keys(SCENE_COLORMAPS) as [keyof typeof SCENE_COLORMAPS]),
  })
  .refine((s) => s.min < s.max);
const view = z.object({
  v: z.literal(1),
  scene: id,
  stretch: stretch.optional().catch(undefined),
  compare: z
    .object({ scene: id, mode: z.enum(['swipe', 'overlay']) })
    .optional()
    .catch(undefined),
  date: id.optional().catch(undefined),
  change: z
    .object({
      before: id,
      after: id,
      threshold: z.number().min(CHANGE_THRESHOLD_RANGE_DB[0]).max(CHANGE_THRESHOLD_RANGE_DB[1]),
    })
    .optional()
    .catch(undefined),
});

/** The view as the `view` parameter's value (the default stretch and absent parts left out). */
export function encodeSceneView(v: SceneView): string {
  const same = (Object.keys(DEFAULT_STRETCH) as (keyof SceneStretch)[]).every(
    (k) => v.stretch[k] === DEFAULT_STRETCH[k],
  );
  return JSON.stringify({
    v: 1,
    scene: v.scene,
    stretch: same ? undefined : v.stretch,
    compare: v.compare,
    date: v.date && v.date !== v.scene ? v.date : undefined,
    change: v.change,
  });
}

/** The view of a `view` parameter; a part that is not valid is left out, a view without its scene is null. */
export function decodeSceneView(raw: string | null): SceneView | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const r = view.safeParse(json);
  if (!r.success) return null;
  const { scene, compare, date, change } = r.data;
  return {
    scene,
    stretch: r.data.stretch ?? DEFAULT_STRETCH,
    ...(compare && compare.scene !== scene ? { compare } : {}),
    ...(date && date !== scene ? { date } : {}),
    ...(change && change.before !== change.after ? { change } : {}),
  };
}

/** A new view of a scene: the default stretch, nothing compared. */
export const sceneViewOf = (scene: string): SceneView => ({ scene, stretch: DEFAULT_STRETCH });

/** /imageQuery showing a scene on the globe (the link of an order's or a task's product). */
export function sceneViewerUrl(v: SceneView | string): string {
  const shown = typeof v === 'string' ? sceneViewOf(v) : v;
  return `/imageQuery?view=${encodeURIComponent(encodeSceneView(shown))}`;
}

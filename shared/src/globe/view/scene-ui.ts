import type { TFunction } from 'i18next';
import type { DrawKind, GlobeApi, SceneModeName } from '../types';

/** What the scene's event handlers change in the component: its React state and the cursor read-out. */
export interface SceneUi {
  /** The globe's texts in the page's current language. */
  t: TFunction;
  lang(): string;
  setMode(m: SceneModeName): void;
  setDrawKind(k: DrawKind | null): void;
  setActiveShape(id: string | null): void;
  setApi(api: GlobeApi): void;
  cursorElement(): HTMLDivElement | null;
}

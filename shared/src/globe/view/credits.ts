/**
 * Cesium writes its credit display's texts in English ("Data attribution", and "Data provided by:" over the list of
 * credits): they are set in the page's language, on the widget's own elements, at start and on every change.
 */
import type { CesiumWidget } from 'cesium';

export function localizeCredits(widget: CesiumWidget, text: { expand: string; title: string }): void {
  if (widget.isDestroyed()) return;
  const root = widget.container;
  for (const el of root.querySelectorAll('.cesium-credit-expand-link')) el.textContent = text.expand;
  for (const el of root.querySelectorAll('.cesium-credit-lightbox-title')) el.textContent = text.title;
}

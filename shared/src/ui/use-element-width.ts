import { useLayoutEffect, useState } from 'react';

/**
 * The width of an element (its content box, in whole pixels), followed as it changes; undefined until measured
 * (and where there is no ResizeObserver). Pass the returned ref callback as the element's `ref`.
 */
export function useElementWidth<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width] as const;
}

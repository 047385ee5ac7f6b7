/** What the header and its user menu share: their links' click and their buttons' look. */
import type { MouseEvent } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { navigateToUrl } from 'single-spa';

/**
 * A header link's click: the portal's own navigation, except when the user asks the browser for a new tab or window
 * (Ctrl/⌘/Shift-click, or any button but the main one), which the browser then opens itself.
 */
export function go(href: string) {
  return (e: MouseEvent) => {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigateToUrl(href);
  };
}

/** At build time (deploy/first-view.mjs renders the header in Node) there is no screen to measure: CSS decides. */
export const BUILD_TIME = typeof window === 'undefined';

/** Header buttons keep their words as written, on one line. */
export const ONE_LINE: SxProps<Theme> = {
  textTransform: 'none',
  whiteSpace: 'nowrap',
  minWidth: 0,
  flexShrink: 0,
};

/**
 * A page of the portal reached in place: the address stays a real link (a new tab, a copied address), and a click
 * is the portal's own navigation (single-spa), not a new page load.
 */
import type { MouseEvent } from 'react';
import { Link, type LinkProps } from '@mui/material';
import { navigateToUrl } from 'single-spa';

/** The click handler of a link to a page of the portal, for an element that is not a Link (a chip, a menu entry). */
export const followInPortal = (href: string) => (e: MouseEvent) => {
  e.preventDefault();
  navigateToUrl(href);
};

/** A link to a page of the portal. */
export function PortalLink({ href, ...props }: Omit<LinkProps, 'href' | 'onClick'> & { href: string }) {
  return <Link {...props} href={href} onClick={followInPortal(href)} />;
}

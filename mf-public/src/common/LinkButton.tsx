/** A button that opens another page of the portal without a page load (single-spa), a real link for the browser. */
import { Button, type ButtonProps } from '@mui/material';
import { followLink } from '@portal/shared/ui';

export function LinkButton({
  href,
  ...props
}: Omit<ButtonProps<'a'>, 'href' | 'onClick'> & { href: string }) {
  return <Button {...props} href={href} onClick={followLink(href)} />;
}

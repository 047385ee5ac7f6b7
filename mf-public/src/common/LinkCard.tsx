/** A card that leads to another page of the portal (the home page's services, the services' overview). */
import type { ReactNode } from 'react';
import {
  Card,
  CardActionArea,
  CardContent,
  Typography,
  type SxProps,
  type Theme,
  type TypographyProps,
} from '@mui/material';
import { followLink } from '@portal/shared/ui';

export interface LinkCardProps {
  href: string;
  title: ReactNode;
  text: ReactNode;
  /** The title's look and heading level. */
  titleProps: Pick<TypographyProps, 'variant' | 'color' | 'fontWeight'> & { component: 'h3' | 'h4' };
  testId: string;
  ariaLabel?: string;
  sx?: SxProps<Theme>;
}

export function LinkCard({ href, title, text, titleProps, testId, ariaLabel, sx }: LinkCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        href={href}
        onClick={followLink(href)}
        aria-label={ariaLabel}
        sx={sx}
        data-testid={testId}
      >
        <CardContent>
          <Typography {...titleProps} gutterBottom>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

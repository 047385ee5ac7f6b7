/**
 * The results as cards (the panel's narrow view): each with its quicklook, satellite, mode and time. Hovering a card
 * lights its footprint; clicking it shows its quicklook on the globe; the checkbox selects it for the actions.
 */
import { useTranslation } from 'react-i18next';
import { Box, Button, Checkbox, Stack, Typography } from '@mui/material';
import { IMG_MODES, ORBIT_MODES, enumLabel, type Lang } from '@portal/shared/domain';
import { formatDateTime } from '@portal/shared/i18n';
import type { ResultsListProps } from './Results';
import { satelliteLabel } from './Results';
import { NS } from '../../../i18n';

/** The DOM id of a scene's card or row, so the list can bring it into view. */
export const resultElementId = (id: string) => `scene-row-${id}`;

export function ResultCards(
  props: ResultsListProps & { focused: string | null; onFocus: (id: string) => void },
) {
  const { t, i18n } = useTranslation(NS);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <Stack spacing={0.75} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="result-cards">
      {props.items.map((x) => {
        const selected = props.selected.has(x.id);
        const lit = selected || props.hovered === x.id || props.focused === x.id;
        return (
          <Box
            component="li"
            key={x.id}
            id={resultElementId(x.id)}
            data-testid="result-row"
            data-id={x.id}
            data-focused={props.focused === x.id || undefined}
            onMouseEnter={() => props.onHover(x.id)}
            onMouseLeave={() => props.onHover(null)}
            sx={{
              display: 'flex',
              alignItems: 'stretch',
              gap: 1,
              p: 0.75,
              borderRadius: 1,
              border: 2,
              borderColor: props.focused === x.id ? 'error.main' : lit ? 'primary.main' : 'divider',
              bgcolor: lit ? 'action.hover' : 'background.paper',
            }}
          >
            <Checkbox
              size="small"
              checked={selected}
              onChange={() => props.onToggle(x.id)}
              slotProps={{ input: { 'aria-label': x.id } }}
              sx={{ p: 0.5, alignSelf: 'center' }}
            />
            <Box
              component="button"
              type="button"
              onClick={() => props.onFocus(x.id)}
              aria-label={`${t('showQuicklook')} ${x.id}`}
              data-testid="result-focus"
              sx={{
                display: 'flex',
                gap: 1,
                flex: 1,
                minWidth: 0,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                textAlign: 'left',
                cursor: 'pointer',
                font: 'inherit',
                color: 'inherit',
              }}
            >
              <Box
                component="img"
                src={x.quicklook_url}
                alt=""
                loading="lazy"
                data-testid="result-thumbnail"
                sx={{
                  width: 64,
                  height: 64,
                  flexShrink: 0,
                  objectFit: 'cover',
                  bgcolor: '#111',
                  borderRadius: 0.5,
                }}
              />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography
                  variant="body2"
                  fontWeight={600}
                  noWrap
                  data-testid="result-satellite"
                  title={satelliteLabel(x.satellite, lang)}
                >
                  {satelliteLabel(x.satellite, lang)} · {enumLabel(IMG_MODES, x.img_mode, lang)}
                </Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatDateTime(x.acquired_at, lang)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div" noWrap>
                  {x.polarization} · {enumLabel(ORBIT_MODES, x.orbit_direction, lang)} ·{' '}
                  <span data-testid="result-incidence">
                    {x.incidence_angle != null ? `${x.incidence_angle.toFixed(1)}°` : ''}
                  </span>
                </Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="div"
                  noWrap
                  sx={{ fontSize: 11, fontVariantNumeric: 'tabular-nums' }}
                >
                  {x.id}
                </Typography>
              </Box>
            </Box>
            <Button
              size="small"
              onClick={() => props.onDetails(x.id)}
              data-testid="result-details"
              aria-label={`${t('details')} ${x.id}`}
              sx={{ minWidth: 0, px: 0.75, alignSelf: 'center' }}
            >
              {t('details')}
            </Button>
          </Box>
        );
      })}
    </Stack>
  );
}

/** The columns of a cart's scenes (quicklook, ID, satellite, mode, time, price) and a scene's detail dialog. */
import type { TFunction } from 'i18next';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel, IMG_MODES, scenePrice, type Lang, type PriceRow } from '@portal/shared/domain';
import { priceTable, type CartItem } from '@portal/shared/http';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';
import { InfoDialog, useLang } from '@portal/shared/ui';
import { timeColumn } from './time-column';
import './i18n-cart';

/**
 * A cart scene's price from the price table, loaded once with the page; null while the table loads or where no row
 * prices the scene (the column then shows no price, and ordering says why).
 */
export function useCartPrices(): (s: CartItem) => number | null {
  const [prices, setPrices] = useState<PriceRow[]>([]);
  useEffect(() => {
    priceTable().then(
      (env) => setPrices(env.data),
      () => undefined,
    );
  }, []);
  return useCallback((s: CartItem) => scenePrice(prices, { ...s }), [prices]);
}

/** Cart columns hidden first while they do not fit (issue 33); the scene's detail shows them. */
export const CART_HIDE_ORDER = ['img_mode', 'satellite', 'quicklook_url'];

export function cartColumns(
  t: TFunction,
  lang: Lang,
  priceOf: (s: CartItem) => number | null,
  openDetail: (s: CartItem) => void,
): GridColDef<CartItem>[] {
  return [
    {
      field: 'quicklook_url',
      headerName: t('quicklook'),
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <Box
          component="img"
          src={row.quicklook_url}
          alt={row.id}
          sx={{ height: 40, width: 60, objectFit: 'cover' }}
        />
      ),
    },
    {
      field: 'id',
      headerName: t('id'),
      flex: 1,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" sx={{ textTransform: 'none' }} onClick={() => openDetail(row)}>
          {row.id}
        </Button>
      ),
    },
    { field: 'satellite', headerName: t('satellite'), width: 90, sortable: false },
    {
      field: 'img_mode',
      headerName: t('mode'),
      width: 130,
      sortable: false,
      valueFormatter: (v: number) => enumLabel(IMG_MODES, v, lang),
    },
    timeColumn<CartItem>('acquired_at', t('time'), lang, { sortable: false }),
    {
      field: 'price',
      headerName: t('price'),
      width: 120,
      sortable: false,
      valueGetter: (_v, row) => priceOf(row),
      valueFormatter: (v: number | null) => (v === null ? '—' : formatMoney(v, lang)),
    },
  ];
}

/** A cart scene's quicklook and facts. */
export function CartSceneDialog({
  scene,
  priceOf,
  lang,
  onClose,
}: {
  scene: CartItem | null;
  priceOf: (s: CartItem) => number | null;
  lang: Lang;
  onClose: () => void;
}) {
  const { t } = useTranslation('cart');
  const price = scene && priceOf(scene);
  return (
    <InfoDialog open={scene !== null} title={scene?.id} closeLabel={t('close')} onClose={onClose}>
      {scene && (
        <Stack spacing={1}>
          <Box component="img" src={scene.quicklook_url} alt={scene.id} sx={{ maxWidth: '100%' }} />
          {(
            [
              ['satellite', scene.satellite],
              ['mode', enumLabel(IMG_MODES, scene.img_mode, lang)],
              ['time', formatDateTime(scene.acquired_at, lang)],
              ['price', price === null ? '—' : formatMoney(price, lang)],
            ] as const
          ).map(([k, v]) => (
            <Typography key={k}>
              {t(k)}: {v}
            </Typography>
          ))}
        </Stack>
      )}
    </InfoDialog>
  );
}

/**
 * A cart's scene columns in the page's language, priced by the price table (loaded once), and the detail dialog
 * a scene's ID opens (`detailDialog`, to place in the page).
 */
export function useCartSceneColumns() {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const priceOf = useCartPrices();
  const [detail, setDetail] = useState<CartItem | null>(null);
  const columns = useMemo(() => cartColumns(t, lang, priceOf, setDetail), [t, lang, priceOf]);
  const detailDialog = (
    <CartSceneDialog scene={detail} priceOf={priceOf} lang={lang} onClose={() => setDetail(null)} />
  );
  return { columns, priceOf, detailDialog };
}

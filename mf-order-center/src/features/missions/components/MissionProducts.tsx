/**
 * The delivered products of a tasking order: each an archive scene, downloaded through the archive order it was
 * delivered in (the same signed, resumable link as any archive order's product), and shown on the map by the
 * scene viewer of /imageQuery.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { MissionDetail } from '@portal/shared/domain/missions';
import { downloadUrl, orderDownloads } from '@portal/shared/http';
import { formatDateTime } from '@portal/shared/i18n';
import { sceneViewerUrl } from '@portal/shared/domain/scene-view';
import { PortalLink, useLang } from '@portal/shared/ui';
import '../i18n';

export function MissionProducts({ products }: { products: MissionDetail['products'] }) {
  const { t } = useTranslation('missions');
  const lang = useLang();
  const [busy, setBusy] = useState<string | null>(null);
  if (!products.length) return <Typography color="text.secondary">{t('noProducts')}</Typography>;
  const download = async (p: MissionDetail['products'][number]) => {
    setBusy(p.scene_id);
    try {
      const links = await orderDownloads(p.archive_order_id, p.scene_id);
      const link = links.links.find((l) => l.scene_id === p.scene_id);
      if (link) downloadUrl(link.url);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Table size="small" data-testid="mission-products">
      <TableBody>
        {products.map((p) => (
          <TableRow key={p.scene_id}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{p.scene_id}</TableCell>
            <TableCell>{t('deliveredAt', { at: formatDateTime(p.delivered_at, lang) })}</TableCell>
            <TableCell align="right">
              <PortalLink
                href={sceneViewerUrl(p.scene_id)}
                sx={{ mr: 1.5 }}
                data-testid={`product-map-${p.scene_id}`}
              >
                {t('showOnMap')}
              </PortalLink>
              <Button
                size="small"
                variant="contained"
                disabled={busy === p.scene_id}
                onClick={() => void download(p)}
                data-testid={`product-download-${p.scene_id}`}
              >
                {t('downloadProduct')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

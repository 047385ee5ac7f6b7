/**
 * The delivered products of an order: each an archive scene of the archive order it was delivered in (the customer
 * downloads it from their order centre; staff find the archive order in allarchivedOrderManagement).
 */
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { MissionDetail } from '@portal/shared/domain/missions';
import { CompactTime } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';
import '../i18n';

export function MissionProductsTable({ products }: { products: MissionDetail['products'] }) {
  const { t } = useTranslation('missionAdmin');
  const lang = useLang();
  if (!products.length) return <Typography color="text.secondary">{t('noProducts')}</Typography>;
  return (
    <Table size="small" data-testid="mission-products">
      <TableHead>
        <TableRow>
          <TableCell>{t('sceneId')}</TableCell>
          <TableCell>{t('taskNo')}</TableCell>
          <TableCell>{t('archiveOrder')}</TableCell>
          <TableCell>{t('deliveredAt')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {products.map((p) => (
          <TableRow key={p.scene_id} data-testid={`product-${p.scene_id}`}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{p.scene_id}</TableCell>
            <TableCell>{p.task_id}</TableCell>
            <TableCell>{p.archive_order_id}</TableCell>
            <TableCell>
              <CompactTime iso={p.delivered_at} lang={lang} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

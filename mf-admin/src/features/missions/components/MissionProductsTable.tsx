/**
 * The delivered products of an order: each an archive scene of the archive order it was delivered in (the customer
 * downloads it from their order centre; staff find the archive order in allarchivedOrderManagement), linked to the
 * scene viewer of /imageQuery.
 */
import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import type { MissionDetail } from '@portal/shared/domain/missions';
import { CompactTime } from '@portal/shared/i18n';
import { sceneViewerUrl } from '@portal/shared/domain/scene-view';
import { DataTable, PortalLink, useLang } from '@portal/shared/ui';
import '../i18n';

export function MissionProductsTable({ products }: { products: MissionDetail['products'] }) {
  const { t } = useTranslation('missionAdmin');
  const lang = useLang();
  if (!products.length) return <Typography color="text.secondary">{t('noProducts')}</Typography>;
  return (
    <DataTable
      columns={[
        {
          key: 'scene',
          header: t('sceneId'),
          cellProps: { sx: { fontFamily: 'monospace' } },
          cell: (p) => p.scene_id,
        },
        { key: 'task', header: t('taskNo'), cell: (p) => p.task_id },
        { key: 'order', header: t('archiveOrder'), cell: (p) => p.archive_order_id },
        {
          key: 'at',
          header: t('deliveredAt'),
          cell: (p) => <CompactTime iso={p.delivered_at} lang={lang} />,
        },
        {
          key: 'map',
          header: t('showOnMap'),
          cell: (p) => (
            <PortalLink href={sceneViewerUrl(p.scene_id)} data-testid={`product-map-${p.scene_id}`}>
              {t('showOnMap')}
            </PortalLink>
          ),
        },
      ]}
      rows={products}
      rowKey={(p) => p.scene_id}
      rowProps={(p) => ({ 'data-testid': `product-${p.scene_id}` })}
      testId="mission-products"
    />
  );
}

/**
 * Parts of the archive orders table (ArchiveOrdersView): the mark of a tasking order's delivery, an order's image IDs,
 * its detail and its product links.
 */
import { useTranslation } from 'react-i18next';
import { Fragment } from 'react';
import {
  Box,
  Button,
  Chip,
  DialogContentText,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { ArchiveOrder, DownloadLinks } from '@portal/shared/domain/orders';
import { sceneViewerUrl } from '@portal/shared/domain/scene-view';
import { downloadUrl } from '@portal/shared/http';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';
import { followInPortal, InfoDialog, PortalLink, useLang } from '@portal/shared/ui';
import './i18n';

export type OrdersAudience = 'customer' | 'staff' | 'sales';

/** The page of a tasking order for each reader: the customer's own list, staff's order page, sales' list. */
export function missionHref(audience: OrdersAudience, missionId: number): string {
  if (audience === 'staff') return `/personalCenter/missionadmin/detail/${missionId}`;
  const list = audience === 'sales' ? 'allprogrammedOrderManagement' : 'myProgrammingOrder';
  return `/personalCenter/${list}?open=${missionId}`;
}

/**
 * An order a tasking order's delivery made (price 0, docs/requirements.md §1.4): marked as such, leading to the
 * tasking order; it is never cancelled as an archive order.
 */
export function DeliveryChip({ order, audience }: { order: ArchiveOrder; audience: OrdersAudience }) {
  const { t } = useTranslation('archiveOrders');
  if (!order.delivery_of) return null;
  const href = missionHref(audience, order.delivery_of.mission_id);
  return (
    <Chip
      size="small"
      variant="outlined"
      color="primary"
      clickable
      component="a"
      href={href}
      onClick={followInPortal(href)}
      label={t('delivery')}
      title={t('deliveryOf', { no: order.delivery_of.order_no })}
      data-testid={`order-delivery-${order.id}`}
    />
  );
}

/** Every field of one order; staff and sales also read the customer and staff's note. */
export function OrderDetailDialog({
  order,
  audience,
  statusLabel,
  onClose,
}: {
  order: ArchiveOrder | null;
  audience: OrdersAudience;
  statusLabel: (status: string) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation('archiveOrders');
  const { t: tg } = useTranslation('grid');
  const lang = useLang();
  const seesAll = audience !== 'customer';
  return (
    <InfoDialog
      open={order !== null}
      title={order?.order_no}
      closeLabel={t('close')}
      onClose={onClose}
      contentTestId="order-detail"
    >
      {order && (
        <Stack spacing={0.5}>
          {(
            [
              ...(seesAll ? [[tg('username'), order.username]] : []),
              [t('created'), formatDateTime(order.created_at, lang)],
              [t('money'), formatMoney(order.money_fen, lang)],
              [t('status'), statusLabel(order.status)],
              [t('images'), order.scene_ids.join(', ')],
              [t('note'), order.note || '—'],
              ...(seesAll ? [[t('staffNote'), order.staff_note || '—']] : []),
              ...(order.cancelled_at
                ? [
                    [t('cancelledAt'), formatDateTime(order.cancelled_at, lang)],
                    [t('cancelReason'), order.cancel_reason || '—'],
                  ]
                : []),
            ] as [string, string][]
          ).map(([k, v]) => (
            <Typography key={k}>
              <b>{k}</b>: {v}
            </Typography>
          ))}
          {order.delivery_of && (
            <Typography>
              <b>{t('mission')}</b>: <DeliveryLink order={order} audience={audience} />
            </Typography>
          )}
          {order.scene_ids.map((id) => (
            <PortalLink key={id} href={sceneViewerUrl(id)} data-testid={`order-detail-map-${id}`}>
              {t('showOnMap', { id })}
            </PortalLink>
          ))}
        </Stack>
      )}
    </InfoDialog>
  );
}

/** The number of the tasking order a delivery order delivers, as a link to it. */
function DeliveryLink({ order, audience }: { order: ArchiveOrder; audience: OrdersAudience }) {
  const href = missionHref(audience, order.delivery_of!.mission_id);
  return (
    <PortalLink href={href} data-testid="order-detail-delivery">
      {order.delivery_of!.order_no}
    </PortalLink>
  );
}

/** An order's signed product links and its manifest. */
export function OrderLinksDialog({
  links,
  onClose,
}: {
  links: { order: ArchiveOrder; links: DownloadLinks } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('archiveOrders');
  const lang = useLang();
  return (
    <InfoDialog
      open={links !== null}
      title={links && t('linksTitle', { no: links.order.order_no })}
      closeLabel={t('close')}
      onClose={onClose}
    >
      <DialogContentText>{t('linksHint')}</DialogContentText>
      <List dense>
        {links?.links.links.map((l) => (
          <ListItem
            key={l.scene_id}
            secondaryAction={
              <Button size="small" onClick={() => downloadUrl(l.url)} data-testid={`file-${l.scene_id}`}>
                {t('download')}
              </Button>
            }
          >
            <ListItemText primary={l.scene_id} secondary={formatDateTime(l.expires_at, lang)} />
          </ListItem>
        ))}
      </List>
      {links && (
        <Stack direction="row" spacing={2}>
          <Link href={links.links.manifest_url} download>
            {t('manifest')}
          </Link>
          <Link href={`${links.links.manifest_url}?format=txt`} download>
            {t('manifestTxt')}
          </Link>
        </Stack>
      )}
    </InfoDialog>
  );
}

/**
 * An order's image IDs in its row: the first whole, broken over lines after its underscores rather than cut
 * (TY38_SM_20261201T111355_033637 is wider than the column), and how many more there are; all of them in its title
 * and in the order's detail.
 */
export function SceneIdsCell({ ids }: { ids: string[] }) {
  const { t } = useTranslation('archiveOrders');
  const [first, ...rest] = ids;
  if (!first) return null;
  return (
    <Box component="span" title={ids.join(', ')} sx={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
      {first.split('_').map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              _<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
      {rest.length > 0 && ` ${t('moreImages', { count: rest.length })}`}
    </Box>
  );
}

/**
 * /personalCenter/myProgrammingOrder: the customer's tasking orders (features/missions) and, in a second tab, their
 * series of repeat collects (features/series, docs/tasking-offer.md). `?open={id}` opens an order's detail (from an
 * alert), `?series={id}` a series (the order form goes there once a series is placed). An order that is a collect
 * of a series names it, a link to the series; a series' collects link to their orders' details.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, Tabs } from '@mui/material';
import { findOrderCenterChild } from '@portal/shared/domain';
import { useOpenParam } from '@portal/shared/grid';
import { OrderCenterPage, usePageTitle } from '@portal/shared/ui';
import { MissionDetailDialog } from './features/missions/components/MissionDetailDialog';
import { MyMissionsList } from './features/missions/components/MyMissionsList';
import { SeriesDetailDialog } from './features/series/components/SeriesDetailDialog';
import { SeriesList } from './features/series/components/SeriesList';
import { SeriesOfMission } from './features/series/components/SeriesOfMission';
import { useSeriesTab, type MissionsTab } from './features/series/hooks/use-series-tab';
import './features/series/i18n';

export function TaskingOrdersPage() {
  const { t } = useTranslation('series');
  const title = usePageTitle(findOrderCenterChild('myProgrammingOrder')!.title);
  const { openId, open, close: closeOrder } = useOpenParam();
  const { tab, setTab, seriesId, openSeries, closeSeries } = useSeriesTab();
  // An order or a series changed in its detail: both lists show it anew (a series' collects are orders).
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((n) => n + 1);

  return (
    <OrderCenterPage title={title}>
      <Tabs value={tab} onChange={(_e, v: MissionsTab) => setTab(v)} sx={{ mb: 2 }}>
        <Tab value="orders" label={t('tab.orders')} data-testid="missions-tab-orders" />
        <Tab value="series" label={t('tab.series')} data-testid="missions-tab-series" />
      </Tabs>
      {tab === 'orders' ? (
        <MyMissionsList onOpen={open} version={version} />
      ) : (
        <SeriesList onOpen={openSeries} version={version} />
      )}
      <MissionDetailDialog
        missionId={openId}
        onClose={closeOrder}
        onChanged={changed}
        seriesOf={(id, index) => (
          <SeriesOfMission
            seriesId={id}
            index={index}
            onOpen={(s) => {
              closeOrder();
              openSeries(s);
            }}
          />
        )}
      />
      <SeriesDetailDialog
        seriesId={seriesId}
        onClose={closeSeries}
        onOpenOrder={(id) => {
          closeSeries();
          open(id);
        }}
        onChanged={changed}
      />
    </OrderCenterPage>
  );
}

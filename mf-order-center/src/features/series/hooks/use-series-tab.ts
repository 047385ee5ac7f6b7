/**
 * The tasking orders page's tab and open series, in its address: `?tab=series` shows the customer's series,
 * `?series={id}` opens one (the order form goes there once a series is placed); closing it keeps the series tab.
 */
import { useSearchParams } from '@portal/shared/router';

export type MissionsTab = 'orders' | 'series';

/** The address of a series on the tasking orders page. */
export const seriesHref = (id: number) => `/personalCenter/myProgrammingOrder?tab=series&series=${id}`;

export function useSeriesTab() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('series'));
  const seriesId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const tab: MissionsTab = params.get('tab') === 'series' || seriesId !== null ? 'series' : 'orders';
  // Each write names the whole outcome: an order's detail open in the address (`open`) goes with it.
  const write = (edit: (p: URLSearchParams) => void, replace = false) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('open');
        edit(next);
        return next;
      },
      { replace },
    );
  return {
    tab,
    seriesId,
    setTab: (to: MissionsTab) =>
      write((p) => {
        p.delete('series');
        if (to === 'series') p.set('tab', 'series');
        else p.delete('tab');
      }),
    openSeries: (id: number) =>
      write((p) => {
        p.set('tab', 'series');
        p.set('series', String(id));
      }),
    closeSeries: () =>
      write((p) => {
        p.delete('series');
        p.set('tab', 'series');
      }, true),
  };
}

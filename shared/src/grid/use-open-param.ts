/**
 * A list page's detail opened by its URL: `?open={id}` (an alert's link) opens that order's detail, also when the
 * link arrives while the page is shown; closing the detail takes the parameter out of the address.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@portal/shared/router';

/** The `open` query parameter as an order id, or null. */
export function openParamOf(params: URLSearchParams): number | null {
  const raw = params.get('open');
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The id of the open detail, and how to open and close it. */
export function useOpenParam(): { openId: number | null; open: (id: number) => void; close: () => void } {
  const [params, setParams] = useSearchParams();
  const openParam = openParamOf(params);
  const [openId, setOpenId] = useState<number | null>(openParam);

  // An alert's link may arrive while the page is already shown.
  useEffect(() => {
    if (openParam !== null) setOpenId(openParam);
  }, [openParam]);

  const close = () => {
    setOpenId(null);
    if (params.has('open'))
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete('open');
          return next;
        },
        { replace: true },
      );
  };
  const open = useCallback((id: number) => setOpenId(id), []);
  return { openId, open, close };
}

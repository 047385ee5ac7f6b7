/**
 * What the results' toolbar does with the selected scenes: add them to the cart, order them, take them off the
 * list, and export the search's results (a large export runs as a job, followed in a notice).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure, type ExportJob } from '@portal/shared/http';
import { notify } from '@portal/shared/ui';
import { NS } from '../../../i18n';
import { addToCart, exportResults, type ExportFormat } from '../api/catalog';
import { cartRefusal } from '../state/cart-refusal';
import { requestOf, type SearchState } from '../state/search-state';
import type { SearchResults } from './use-search-results';

export function useCartActions(results: SearchResults, search: SearchState) {
  const { t } = useTranslation(NS);
  const { selected } = results;
  const [orderIds, setOrderIds] = useState<string[] | null>(null);
  const [exportJob, setExportJob] = useState<ExportJob | null>(null);

  const needSelection = () => {
    if (selected.size) return false;
    notify('warning', t('msg.needSelection'));
    return true;
  };
  const onAddToCart = async () => {
    if (needSelection()) return;
    const ids = [...selected];
    // Quiet call: a refusal (e.g. scenes already bought) is said once, here, naming the scenes.
    await addToCart(ids).then(
      () => notify('success', t('msg.addedToCart')),
      (err: unknown) => showFailure(cartRefusal(err, ids)),
    );
  };
  const onOrder = () => {
    if (needSelection()) return;
    setOrderIds([...selected]);
  };
  const onDelete = () => {
    if (needSelection()) return;
    results.removeSelected();
    notify('success', t('msg.deleted'));
  };
  const onExport = async (format: ExportFormat | '') => {
    if (!format) {
      notify('warning', t('msg.needFile'));
      return;
    }
    if (!search.areas.length && !search.ids.length) {
      notify('warning', t('msg.needArea'));
      return;
    }
    const job = await exportResults(requestOf(search), format).catch(showFailure);
    if (job) setExportJob(job);
  };

  return { onAddToCart, onOrder, onDelete, onExport, orderIds, setOrderIds, exportJob, setExportJob };
}

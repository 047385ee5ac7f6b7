import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExampleComments } from '../examples';
import { NS } from '../i18n';

/** The examples' comment lines in the current language. */
export function useExampleComments(): ExampleComments {
  const { t, i18n } = useTranslation(NS);
  return useMemo(
    () => ({
      login: t('examples.login'),
      search: t('examples.search'),
      userInfo: t('examples.userInfo'),
      clientTypes: t('examples.clientTypes'),
      clientCreate: t('examples.clientCreate'),
      clientCall: t('examples.clientCall'),
      webhookSecret: t('examples.webhookSecret'),
      webhookRawBody: t('examples.webhookRawBody'),
      webhookRefused: t('examples.webhookRefused'),
      webhookHandle: t('examples.webhookHandle'),
    }),
    [t, i18n.language],
  );
}

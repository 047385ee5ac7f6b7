/**
 * /personalCenter/apiKeys (issue 35): a person's API keys. Creates one (name, scopes, optional expiry; `ingest` only
 * offered to staff), shows the new key once with a copy button, lists the keys (never their text: name, prefix,
 * scopes, created, last use and its address, expiry) and revokes one after asking.
 */
import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, Typography } from '@mui/material';
import { findOrderCenterChild } from '@portal/shared/domain';
import {
  API_KEY_SCOPES,
  apiKeyScopesFor,
  type ApiKey,
  type CreatedApiKey,
} from '@portal/shared/domain/api-keys';
import { showFailure } from '@portal/shared/http';
import { listApiKeys, revokeApiKey } from '@portal/shared/http/api-keys';
import { formatDateTime } from '@portal/shared/i18n';
import { roleGroupAtom } from '@portal/shared/session';
import {
  AccountListPage,
  ConfirmDialog,
  DataTable,
  ShownOnceDialog,
  useCreation,
  useLang,
  useOwnList,
  usePageTitle,
  type DataColumn,
} from '@portal/shared/ui';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import '../i18n';

export function ApiKeysPage() {
  const { t } = useTranslation('apiKeys');
  const lang = useLang();
  const role = useAtomValue(roleGroupAtom);
  const title = usePageTitle(findOrderCenterChild('apiKeys')!.title);
  const scopes = useMemo(() => apiKeyScopesFor(role), [role]);
  const list = useOwnList(listApiKeys);
  const keys = list.data;
  const creation = useCreation<CreatedApiKey>(() => void list.load());
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [busy, setBusy] = useState(false);

  async function revoke() {
    if (!revoking) return;
    setBusy(true);
    try {
      await revokeApiKey(revoking.id);
      setRevoking(null);
    } catch (err) {
      showFailure(err);
    } finally {
      setBusy(false);
      await list.load();
    }
  }

  const now = Date.now();
  const columns: DataColumn<ApiKey>[] = [
    { key: 'name', header: t('colName'), cellProps: { translate: 'no' }, cell: (k) => k.name },
    {
      key: 'prefix',
      header: t('colPrefix'),
      cellProps: { translate: 'no', sx: { fontFamily: 'monospace' } },
      cell: (k) => <>{k.prefix}…</>,
    },
    {
      key: 'scopes',
      header: t('colScopes'),
      cell: (k) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {k.scopes.map((s) => (
            <Chip key={s} size="small" label={API_KEY_SCOPES[s][lang]} title={s} />
          ))}
        </Box>
      ),
    },
    { key: 'created', header: t('colCreated'), cell: (k) => formatDateTime(k.created_at, lang) },
    {
      key: 'used',
      header: t('colLastUsed'),
      cellTestId: (k) => `api-key-used-${k.id}`,
      cell: (k) =>
        k.last_used_at ? (
          <>
            {formatDateTime(k.last_used_at, lang)}
            {k.last_used_ip && (
              <Typography variant="body2" color="text.secondary">
                {t('from', { ip: k.last_used_ip })}
              </Typography>
            )}
          </>
        ) : (
          t('never')
        ),
    },
    {
      key: 'expires',
      header: t('colExpires'),
      cell: (k) =>
        k.expires_at ? (
          <>
            {formatDateTime(k.expires_at, lang)}
            {Date.parse(k.expires_at) <= now && (
              <Chip size="small" color="warning" label={t('expired')} sx={{ ml: 1 }} />
            )}
          </>
        ) : (
          t('noExpiry')
        ),
    },
    {
      key: 'actions',
      header: t('colActions'),
      cell: (k) => (
        <Button
          size="small"
          color="error"
          onClick={() => setRevoking(k)}
          data-testid={`api-key-revoke-${k.id}`}
        >
          {t('revoke')}
        </Button>
      ),
    },
  ];
  return (
    <AccountListPage
      title={title}
      intro={t('intro')}
      action={
        <Button variant="contained" onClick={creation.start} data-testid="api-key-create">
          {t('create')}
        </Button>
      }
      list={list}
      empty={keys?.length === 0}
      emptyTitle={t('emptyTitle')}
      emptyHint={t('emptyHint')}
    >
      {keys && keys.length > 0 && (
        <DataTable
          columns={columns}
          rows={keys}
          rowKey={(k) => k.id}
          rowProps={(k) => ({ 'data-testid': `api-key-row-${k.id}` })}
          testId="api-key-list"
          container
        />
      )}

      <CreateApiKeyDialog {...creation.dialog} scopes={scopes} />
      <ShownOnceDialog
        {...creation.shown}
        title={t('createdTitle')}
        warning={t('createdWarning')}
        subject={creation.created?.name}
        secret={creation.created?.key ?? ''}
        testId="api-key-created"
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('revokeTitle')}
        text={t('revokeConfirm', { name: revoking?.name ?? '', prefix: revoking?.prefix ?? '' })}
        keepLabel={t('keep')}
        confirmLabel={t('confirmRevoke')}
        busy={busy}
        testId="api-key-revoke-confirm"
        onKeep={() => setRevoking(null)}
        onConfirm={() => void revoke()}
      />
    </AccountListPage>
  );
}

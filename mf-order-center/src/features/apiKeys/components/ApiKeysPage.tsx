/**
 * /personalCenter/apiKeys (issue 35): a person's API keys. Creates one (name, scopes, optional expiry; `ingest` only
 * offered to staff), shows the new key once with a copy button, lists the keys (never their text: name, prefix,
 * scopes, created, last use and its address, expiry) and revokes one after asking.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { findOrderCenterChild } from '@portal/shared/domain';
import {
  API_KEY_SCOPES,
  apiKeyScopesFor,
  type ApiKey,
  type CreatedApiKey,
} from '@portal/shared/domain/api-keys';
import { failureMessage, showFailure } from '@portal/shared/http';
import { listApiKeys, revokeApiKey } from '@portal/shared/http/api-keys';
import { formatDateTime } from '@portal/shared/i18n';
import { roleGroupAtom } from '@portal/shared/session';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  AccountPage,
  ShownOnceDialog,
  useLang,
  usePageTitle,
} from '@portal/shared/ui';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import '../i18n';

export function ApiKeysPage() {
  const { t } = useTranslation('apiKeys');
  const lang = useLang();
  const role = useAtomValue(roleGroupAtom);
  const title = usePageTitle(findOrderCenterChild('apiKeys')!.title);
  const scopes = useMemo(() => apiKeyScopesFor(role), [role]);
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setKeys(await listApiKeys());
      setError(null);
    } catch (err) {
      const message = failureMessage(err, lang);
      if (message) setError(message);
    }
  }, [lang]);
  useEffect(() => void load(), [load]);

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
      await load();
    }
  }

  const now = Date.now();
  return (
    <AccountPage title={title}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {t('intro')}
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)} data-testid="api-key-create">
          {t('create')}
        </Button>
      </Stack>
      {error && <ErrorState message={error} onRetry={() => void load()} />}
      {!error && keys === null && <LoadingState />}
      {keys?.length === 0 && <EmptyState title={t('emptyTitle')} hint={t('emptyHint')} />}
      {keys && keys.length > 0 && (
        <TableContainer>
          <Table size="small" data-testid="api-key-list">
            <TableHead>
              <TableRow>
                <TableCell>{t('colName')}</TableCell>
                <TableCell>{t('colPrefix')}</TableCell>
                <TableCell>{t('colScopes')}</TableCell>
                <TableCell>{t('colCreated')}</TableCell>
                <TableCell>{t('colLastUsed')}</TableCell>
                <TableCell>{t('colExpires')}</TableCell>
                <TableCell>{t('colActions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.map((k) => (
                <TableRow key={k.id} data-testid={`api-key-row-${k.id}`}>
                  <TableCell translate="no">{k.name}</TableCell>
                  <TableCell translate="no" sx={{ fontFamily: 'monospace' }}>
                    {k.prefix}…
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      {k.scopes.map((s) => (
                        <Chip key={s} size="small" label={API_KEY_SCOPES[s][lang]} title={s} />
                      ))}
                    </Box>
                  </TableCell>
                  <TableCell>{formatDateTime(k.created_at, lang)}</TableCell>
                  <TableCell data-testid={`api-key-used-${k.id}`}>
                    {k.last_used_at ? (
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
                    )}
                  </TableCell>
                  <TableCell>
                    {k.expires_at ? (
                      <>
                        {formatDateTime(k.expires_at, lang)}
                        {Date.parse(k.expires_at) <= now && (
                          <Chip size="small" color="warning" label={t('expired')} sx={{ ml: 1 }} />
                        )}
                      </>
                    ) : (
                      t('noExpiry')
                    )}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRevoking(k)}
                      data-testid={`api-key-revoke-${k.id}`}
                    >
                      {t('revoke')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <CreateApiKeyDialog
        open={creating}
        scopes={scopes}
        onClose={() => setCreating(false)}
        onCreated={(k) => {
          setCreated(k);
          void load();
        }}
      />
      <ShownOnceDialog
        open={created !== null}
        title={t('createdTitle')}
        warning={t('createdWarning')}
        subject={created?.name}
        secret={created?.key ?? ''}
        testId="api-key-created"
        onClose={() => setCreated(null)}
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
    </AccountPage>
  );
}

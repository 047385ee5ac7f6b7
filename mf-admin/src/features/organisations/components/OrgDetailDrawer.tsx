/**
 * The detail panel of one organisation (GET /admin/orgs/{id}/): its account (balance, held, approval threshold,
 * invoicing, managers, sales), its members, budgets, recent orders and bill by member; staff also top it up or
 * reduce it from here. It reads the organisation again whenever `version` changes (after a change of its balance).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Divider, Drawer, Stack, Typography } from '@mui/material';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';
import { failureMessage } from '@portal/shared/http';
import { ErrorState, LoadingState, useLang } from '@portal/shared/ui';
import { SidePanel } from '../../../common/SidePanel';
import { fetchOrgDetail, type AdminOrgDetail, type AdminOrgRow } from '../api';
import { OrgBillTable, OrgBudgetsTable, OrgMembersTable, OrgOrdersTable } from './OrgDetailTables';
import '../i18n';

export function OrgDetailDrawer({
  orgId,
  version,
  staff,
  onChangeBalance,
  onClose,
}: {
  /** The organisation shown; none: the panel is closed. */
  orgId: number | null;
  version: number;
  staff: boolean;
  /** Staff: opens the top-up / reduce dialog (sales have none). */
  onChangeBalance?: (org: AdminOrgRow) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('orgs');
  return (
    <Drawer anchor="right" open={orgId !== null} onClose={onClose}>
      <SidePanel
        width={720}
        label={t('detail')}
        testId="org-detail"
        title={t('detail')}
        closeLabel={t('close')}
        closeTestId="org-detail-close"
        onClose={onClose}
      >
        {orgId !== null && (
          <DetailLoader
            key={orgId}
            orgId={orgId}
            version={version}
            staff={staff}
            onChangeBalance={onChangeBalance}
          />
        )}
      </SidePanel>
    </Drawer>
  );
}

function DetailLoader({
  orgId,
  version,
  staff,
  onChangeBalance,
}: {
  orgId: number;
  version: number;
  staff: boolean;
  onChangeBalance?: (org: AdminOrgRow) => void;
}) {
  const lang = useLang();
  const [detail, setDetail] = useState<AdminOrgDetail | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setFailure(null);
    fetchOrgDetail(orgId).then(
      (d) => live && setDetail(d),
      (err: unknown) => live && setFailure(err),
    );
    return () => {
      live = false;
    };
  }, [orgId, version, attempt]);

  const error = failure === null ? null : failureMessage(failure, lang);
  if (error) return <ErrorState message={error} onRetry={retry} />;
  if (!detail) return <LoadingState />;
  return <DetailBody detail={detail} staff={staff} onChangeBalance={onChangeBalance} />;
}

function DetailBody({
  detail,
  staff,
  onChangeBalance,
}: {
  detail: AdminOrgDetail;
  staff: boolean;
  onChangeBalance?: (org: AdminOrgRow) => void;
}) {
  const { t } = useTranslation('orgs');
  const lang = useLang();
  const { org } = detail;
  const typed = (text: string) => (text ? <span translate="no">{text}</span> : '—');
  const rows: [string, ReactNode][] = [
    ['id', org.id],
    ['name', typed(org.name)],
    ['contact', typed(org.contact)],
    ['balance', formatMoney(org.balance_fen, lang)],
    ['held', formatMoney(org.held_fen, lang)],
    [
      'approvalThreshold',
      org.approval_threshold_fen === null ? t('noThreshold') : formatMoney(org.approval_threshold_fen, lang),
    ],
    ['members', org.members],
    ['managers', typed(org.managers.join(', '))],
    ['sales', typed(org.sales ?? '')],
    ['invoicing', typed(org.invoicing)],
    ['created', formatDateTime(org.created_at, lang)],
  ];

  return (
    <Stack spacing={2}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {t(key)}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-line' }}
              data-testid={`org-field-${key}`}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {onChangeBalance && (
        <Box>
          <Button variant="outlined" onClick={() => onChangeBalance(org)} data-testid="org-detail-balance">
            {t('changeBalance')}
          </Button>
        </Box>
      )}
      <Divider />
      <OrgMembersTable members={detail.members} />
      <OrgBudgetsTable budgets={detail.budgets} />
      <OrgOrdersTable orders={detail.orders} staff={staff} />
      <OrgBillTable bill={detail.bill} />
    </Stack>
  );
}

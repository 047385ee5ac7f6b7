/** What an organisation has (balance, held, members, the caller's role) and its details; managers edit them. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Typography } from '@mui/material';
import { ORG_ROLES, type Organisation } from '@portal/shared/domain/organisations';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';
import { DataTable, useLang, type DataColumn } from '@portal/shared/ui';
import { EditOrgDialog } from './EditOrgDialog';
import '../i18n';

interface Fact {
  key: string;
  label: string;
  value: string;
  /** Text as the organisation typed it. */
  typed?: boolean;
}

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 180px' }} title={hint}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

export function OverviewTab({
  org,
  manager,
  onChanged,
}: {
  org: Organisation;
  manager: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation('organisation');
  const lang = useLang();
  const [editing, setEditing] = useState(false);
  const facts: Fact[] = [
    { key: 'name', label: t('create.name'), value: org.name, typed: true },
    { key: 'contact', label: t('overview.contact'), value: org.contact || t('none'), typed: !!org.contact },
    {
      key: 'invoicing',
      label: t('overview.invoicing'),
      value: org.invoicing || t('none'),
      typed: !!org.invoicing,
    },
    {
      key: 'threshold',
      label: t('overview.threshold'),
      value:
        org.approval_threshold_fen === null
          ? t('overview.noThreshold')
          : formatMoney(org.approval_threshold_fen, lang),
    },
    { key: 'require2fa', label: t('overview.require2fa'), value: t(org.require_2fa ? 'yes' : 'no') },
    { key: 'created', label: t('overview.created'), value: formatDateTime(org.created_at, lang) },
  ];
  const columns: DataColumn<Fact>[] = [
    { key: 'label', cellProps: { component: 'th', scope: 'row', sx: { width: 200 } }, cell: (f) => f.label },
    {
      key: 'value',
      cellTestId: (f) => `org-fact-${f.key}`,
      cell: (f) => (
        <Box component="span" translate={f.typed ? 'no' : undefined} sx={{ whiteSpace: 'pre-wrap' }}>
          {f.value}
        </Box>
      ),
    },
  ];
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Figure
          label={t('overview.balance')}
          value={formatMoney(org.balance_fen, lang)}
          testId="org-balance"
        />
        <Figure
          label={t('overview.held')}
          value={formatMoney(org.held_fen, lang)}
          hint={t('overview.heldHint')}
          testId="org-held"
        />
        <Figure label={t('overview.members')} value={String(org.members)} testId="org-members" />
        <Figure label={t('overview.myRole')} value={ORG_ROLES[org.my_role][lang]} testId="org-my-role" />
      </Box>
      <DataTable columns={columns} rows={facts} rowKey={(f) => f.key} testId="org-facts" />
      {manager && (
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => setEditing(true)} data-testid="org-edit">
            {t('overview.edit')}
          </Button>
        </Box>
      )}
      <EditOrgDialog
        org={editing ? org : null}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          onChanged();
        }}
      />
    </>
  );
}

/** The invitations sent: e-mail, role, state, expiry, who sent them and when. */
import { useTranslation } from 'react-i18next';
import { Chip } from '@mui/material';
import { ORG_ROLES, type OrgInvitation } from '@portal/shared/domain/organisations';
import { formatDateTime } from '@portal/shared/i18n';
import { DataTable, useLang, useOwnList, type DataColumn } from '@portal/shared/ui';
import { listInvitations } from '../api/org';
import { TabBody } from './TabBody';
import '../i18n';

const STATE_COLORS = { pending: 'info', accepted: 'success', expired: 'default' } as const;

export function InvitationsTab() {
  const { t } = useTranslation('organisation');
  const lang = useLang();
  const list = useOwnList(listInvitations);
  const invitations = list.data;
  const columns: DataColumn<OrgInvitation>[] = [
    { key: 'email', header: t('invitations.email'), cellProps: { translate: 'no' }, cell: (i) => i.email },
    { key: 'role', header: t('invitations.role'), cell: (i) => ORG_ROLES[i.role][lang] },
    {
      key: 'state',
      header: t('invitations.state'),
      cellTestId: (i) => `org-invitation-state-${i.id}`,
      cell: (i) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATE_COLORS[i.state]}
          label={t(`invitations.states.${i.state}`)}
        />
      ),
    },
    { key: 'expires', header: t('invitations.expires'), cell: (i) => formatDateTime(i.expires_at, lang) },
    {
      key: 'by',
      header: t('invitations.invitedBy'),
      cellProps: { translate: 'no' },
      cell: (i) => i.invited_by ?? '—',
    },
    { key: 'created', header: t('invitations.created'), cell: (i) => formatDateTime(i.created_at, lang) },
  ];
  return (
    <TabBody
      list={list}
      empty={invitations?.length === 0}
      emptyTitle={t('invitations.emptyTitle')}
      emptyHint={t('invitations.emptyHint')}
    >
      {invitations && invitations.length > 0 && (
        <DataTable
          columns={columns}
          rows={invitations}
          rowKey={(i) => i.id}
          rowProps={(i) => ({ 'data-testid': `org-invitation-${i.id}` })}
          testId="org-invitations"
          container
        />
      )}
    </TabBody>
  );
}

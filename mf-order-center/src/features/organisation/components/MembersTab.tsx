/**
 * The organisation's members: username, name, e-mail, role, enabled, monthly limit and this month's spending.
 * Managers change a role or the enabled switch in the row, a limit in a dialog, remove a member after asking and
 * invite new ones; the others read the list.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Chip, MenuItem, Switch, TextField } from '@mui/material';
import {
  ORG_ROLES,
  ORG_ROLE_VALUES,
  type OrgMember,
  type OrgRole,
} from '@portal/shared/domain/organisations';
import { formatMoney } from '@portal/shared/i18n';
import {
  ConfirmDialog,
  DataTable,
  notify,
  useLang,
  useOwnList,
  useRemoval,
  type DataColumn,
} from '@portal/shared/ui';
import { listMembers, removeMember, updateMember } from '../api/org';
import { InviteDialog } from './InviteDialog';
import { LimitDialog } from './LimitDialog';
import { TabBody } from './TabBody';
import '../i18n';

export function MembersTab({ manager, onChanged }: { manager: boolean; onChanged: () => void }) {
  const { t } = useTranslation('organisation');
  const lang = useLang();
  const list = useOwnList(listMembers);
  const members = list.data;
  const [inviting, setInviting] = useState(false);
  const [limiting, setLimiting] = useState<OrgMember | null>(null);
  const removal = useRemoval((m: OrgMember) => list.act(removeMember(m.id).then(onChanged)));
  const money = (fen: number | null) => (fen === null ? t('members.noLimit') : formatMoney(fen, lang));

  const columns: DataColumn<OrgMember>[] = [
    {
      key: 'username',
      header: t('members.username'),
      cellProps: { translate: 'no' },
      cell: (m) => m.username,
    },
    { key: 'name', header: t('members.name'), cellProps: { translate: 'no' }, cell: (m) => m.name },
    { key: 'email', header: t('members.email'), cellProps: { translate: 'no' }, cell: (m) => m.email },
    {
      key: 'role',
      header: t('members.role'),
      cellTestId: (m) => `org-member-role-${m.id}`,
      cell: (m) =>
        manager ? (
          <TextField
            select
            size="small"
            value={m.role}
            onChange={(e) => list.act(updateMember(m.id, { role: e.target.value as OrgRole }))}
            slotProps={{
              htmlInput: { 'aria-label': t('members.role'), 'data-testid': `org-member-role-input-${m.id}` },
            }}
          >
            {ORG_ROLE_VALUES.map((r) => (
              <MenuItem key={r} value={r}>
                {ORG_ROLES[r][lang]}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          ORG_ROLES[m.role][lang]
        ),
    },
    {
      key: 'enabled',
      header: t('members.enabled'),
      cell: (m) =>
        manager ? (
          <Switch
            checked={m.enabled}
            onChange={(e) => list.act(updateMember(m.id, { enabled: e.target.checked }))}
            slotProps={{
              input: {
                'aria-label': t('members.enabled'),
                'data-testid': `org-member-enabled-${m.id}`,
              } as object,
            }}
          />
        ) : (
          <Chip size="small" variant="outlined" label={t(m.enabled ? 'yes' : 'no')} />
        ),
    },
    {
      key: 'limit',
      header: t('members.limit'),
      align: 'right',
      cellTestId: (m) => `org-member-limit-${m.id}`,
      cell: (m) => money(m.monthly_limit_fen),
    },
    {
      key: 'spent',
      header: t('members.spent'),
      align: 'right',
      cell: (m) => formatMoney(m.spent_this_month_fen, lang),
    },
  ];
  if (manager)
    columns.push({
      key: 'actions',
      header: t('members.actions'),
      cell: (m) => (
        <>
          <Button size="small" onClick={() => setLimiting(m)} data-testid={`org-member-limit-edit-${m.id}`}>
            {t('members.setLimit')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => removal.ask(m)}
            data-testid={`org-member-remove-${m.id}`}
          >
            {t('members.remove')}
          </Button>
        </>
      ),
    });

  return (
    <TabBody
      list={list}
      empty={members?.length === 0}
      emptyTitle={t('members.emptyTitle')}
      emptyHint={t('members.emptyHint')}
      action={
        manager && (
          <Button variant="contained" onClick={() => setInviting(true)} data-testid="org-invite">
            {t('members.invite')}
          </Button>
        )
      }
    >
      {members && members.length > 0 && (
        <DataTable
          columns={columns}
          rows={members}
          rowKey={(m) => m.id}
          rowProps={(m) => ({ 'data-testid': `org-member-${m.id}` })}
          testId="org-members"
          container
        />
      )}
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onSent={(email) => {
          setInviting(false);
          notify('success', t('invite.sent', { email }));
        }}
      />
      <LimitDialog
        member={limiting}
        onClose={() => setLimiting(null)}
        onSaved={() => {
          setLimiting(null);
          void list.load();
        }}
      />
      <ConfirmDialog
        {...removal.confirm}
        title={t('members.removeTitle')}
        subject={removal.asked?.username}
        text={t('members.removeConfirm', { username: removal.asked?.username ?? '' })}
        keepLabel={t('keep')}
        confirmLabel={t('members.confirmRemove')}
        testId="org-member-remove-confirm"
      />
    </TabBody>
  );
}

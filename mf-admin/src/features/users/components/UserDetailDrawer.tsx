/**
 * The detail panel of one account: every field, and what the viewer may do with it (state/user-actions.ts). Every
 * action shows the server's message and hands the updated account back, so the row and the panel follow it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@portal/shared/router';
import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  Drawer,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { USER_TYPES } from '@portal/shared/domain';
import { BalanceChangeDialog } from '@portal/shared/grid';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';
import { notify, useLang } from '@portal/shared/ui';
import { ActionDialog } from '../../../common/ActionDialog';
import { errorMessage } from '../../../common/errors';
import { SidePanel } from '../../../common/SidePanel';
import { deleteUser, fetchUser, manageCustomer, type AdminUser, type CustomerChange } from '../api';
import { userHistoryPath } from '../state/audit-filters';
import { permissionsOf, type Viewer } from '../state/user-actions';
import { roleLabel } from './role-label';
import { VerificationChip } from './VerificationChip';
import '../i18n';

type Confirm = 'active' | 'delete' | null;

export function UserDetailDrawer({
  user,
  viewer,
  salesPeople,
  onChanged,
  onDeleted,
  onClose,
}: {
  user: AdminUser | null;
  viewer: Viewer;
  salesPeople: AdminUser[];
  onChanged: (user: AdminUser) => void;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  return (
    <Drawer anchor="right" open={Boolean(user)} onClose={onClose}>
      <SidePanel
        width={460}
        label={t('detail')}
        testId="user-detail"
        title={t('detail')}
        closeLabel={t('close')}
        closeTestId="user-detail-close"
        onClose={onClose}
      >
        {user && (
          <DetailBody
            key={user.id}
            user={user}
            viewer={viewer}
            salesPeople={salesPeople}
            onChanged={onChanged}
            onDeleted={onDeleted}
          />
        )}
      </SidePanel>
    </Drawer>
  );
}

function DetailBody({
  user,
  viewer,
  salesPeople,
  onChanged,
  onDeleted,
}: {
  user: AdminUser;
  viewer: Viewer;
  salesPeople: AdminUser[];
  onChanged: (user: AdminUser) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('users');
  const lang = useLang();
  const can = permissionsOf(viewer, user);
  const [role, setRole] = useState<string>(user.type);
  const [salesId, setSalesId] = useState<string>(user.sales_id === null ? '' : String(user.sales_id));
  const [info, setInfo] = useState({ name: user.name, organization: user.organization });
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [balanceOpen, setBalanceOpen] = useState(false);

  // The panel's fields follow the account after a change (or a refresh of the list).
  useEffect(() => {
    setRole(user.type);
    setSalesId(user.sales_id === null ? '' : String(user.sales_id));
    setInfo({ name: user.name, organization: user.organization });
  }, [user]);

  const change = async (c: CustomerChange) => {
    setBusy(true);
    try {
      const { user: updated, message } = await manageCustomer(user.id, c);
      notify('success', message);
      onChanged(updated);
    } catch (err) {
      notify('error', errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const rows: [string, ReactNode][] = [
    ['id', user.id],
    ['username', user.username],
    ['name', user.name || '—'],
    ['role', roleLabel(user.type, lang)],
    ['mobile', user.mobile || '—'],
    ['email', user.email || '—'],
    ['organization', user.organization || '—'],
    ['verification', <VerificationChip key="v" state={user.real_person_status} />],
    ['sales', user.sales_username ?? '—'],
    [
      'active',
      <Chip
        key="a"
        size="small"
        variant="outlined"
        color={user.is_active ? 'success' : 'default'}
        label={user.is_active ? t('isActive') : t('inactive')}
      />,
    ],
    ['balance', formatMoney(user.balance, lang)],
    ['coordinateSystem', user.coordinate_system],
    ['recommender', user.recommender || '—'],
    ['created', formatDateTime(user.created_at, lang)],
  ];
  const salesOfUser = salesPeople.some((s) => String(s.id) === salesId) || salesId === '';

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
              sx={{ m: 0, wordBreak: 'break-all' }}
              data-testid={`user-field-${key}`}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      {!can.editInfo && !can.claim && !can.changeRole && (
        <Alert severity="info" data-testid="user-read-only">
          {t('readOnly')}
        </Alert>
      )}
      {can.claim && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ flex: 1 }}>{t('claimText')}</Typography>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void change({ claim: true })}
            data-testid="user-claim"
          >
            {t('claim')}
          </Button>
        </Stack>
      )}
      {can.changeRole && (
        <Stack direction="row" spacing={1}>
          <TextField
            select
            size="small"
            label={t('role')}
            value={role}
            onChange={(e) => setRole(e.target.value)}
            sx={{ flex: 1 }}
            data-testid="user-role"
          >
            {can.roles.map((code) => (
              <MenuItem key={code} value={code}>
                {USER_TYPES[code][lang]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={busy || role === user.type}
            onClick={() => void change({ type: role })}
            data-testid="user-role-save"
          >
            {t('saveRole')}
          </Button>
        </Stack>
      )}
      {can.assignSales && (
        <Stack direction="row" spacing={1}>
          <TextField
            select
            size="small"
            label={t('assignSales')}
            value={salesOfUser ? salesId : ''}
            onChange={(e) => setSalesId(e.target.value)}
            sx={{ flex: 1 }}
            data-testid="user-sales"
          >
            <MenuItem value="">{t('noSales')}</MenuItem>
            {salesPeople.map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.name ? `${s.username} (${s.name})` : s.username}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={busy || salesId === (user.sales_id === null ? '' : String(user.sales_id))}
            onClick={() => void change({ sales_id: salesId ? Number(salesId) : null })}
            data-testid="user-sales-save"
          >
            {t('saveSales')}
          </Button>
        </Stack>
      )}
      {can.editInfo && (
        <Stack spacing={1}>
          <Typography variant="subtitle2">{t('editInfo')}</Typography>
          <TextField
            size="small"
            label={t('name')}
            value={info.name}
            onChange={(e) => setInfo({ ...info, name: e.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'user-edit-name' } }}
          />
          <TextField
            size="small"
            label={t('organization')}
            value={info.organization}
            onChange={(e) => setInfo({ ...info, organization: e.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'user-edit-organization' } }}
          />
          <Box>
            <Button
              variant="outlined"
              disabled={busy || (info.name === user.name && info.organization === user.organization)}
              onClick={() =>
                void change({
                  ...(info.name !== user.name ? { name: info.name.trim() } : {}),
                  ...(info.organization !== user.organization
                    ? { organization: info.organization.trim() }
                    : {}),
                })
              }
              data-testid="user-info-save"
            >
              {t('saveInfo')}
            </Button>
          </Box>
        </Stack>
      )}
      {(can.activate || can.changeBalance || can.remove) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {can.activate && (
            <Button
              variant="outlined"
              color={user.is_active ? 'warning' : 'success'}
              onClick={() => setConfirm('active')}
              data-testid="user-toggle-active"
            >
              {user.is_active ? t('deactivate') : t('activate')}
            </Button>
          )}
          {can.changeBalance && (
            <Button variant="outlined" onClick={() => setBalanceOpen(true)} data-testid="user-balance">
              {t('changeBalance')}
            </Button>
          )}
          {can.remove && (
            <Button
              variant="outlined"
              color="error"
              onClick={() => setConfirm('delete')}
              data-testid="user-delete"
            >
              {t('remove')}
            </Button>
          )}
        </Stack>
      )}
      {(can.openCart || can.openHistory) && (
        <Stack spacing={0.5}>
          <Typography variant="subtitle2">{t('links')}</Typography>
          {can.openCart && (
            <Link
              component={RouterLink}
              to={`/personalCenter/userShoppingCart?user_id=${user.id}`}
              data-testid="user-cart-link"
            >
              {t('cart')}
            </Link>
          )}
          {can.openCart && (
            <Link
              component={RouterLink}
              to={`/personalCenter/bill?username=${encodeURIComponent(user.username)}`}
              data-testid="user-bill-link"
            >
              {t('bill')}
            </Link>
          )}
          {can.openCart && (
            <Link
              component={RouterLink}
              to={`/personalCenter/userSensitivePermissions?user=${user.id}`}
              data-testid="user-permissions-link"
            >
              {t('permissions')}
            </Link>
          )}
          {can.openHistory && (
            <Link component={RouterLink} to={userHistoryPath(user.id)} data-testid="user-history-link">
              {t('history')}
            </Link>
          )}
        </Stack>
      )}

      <ActionDialog
        open={confirm === 'active'}
        title={t(user.is_active ? 'deactivateTitle' : 'activateTitle', { username: user.username })}
        text={t(user.is_active ? 'deactivateText' : 'activateText')}
        confirmLabel={user.is_active ? t('deactivate') : t('activate')}
        confirmColor={user.is_active ? 'warning' : 'primary'}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          try {
            const { user: updated, message } = await manageCustomer(user.id, { is_active: !user.is_active });
            notify('success', message);
            onChanged(updated);
            return null;
          } catch (err) {
            return errorMessage(err);
          }
        }}
      />
      <ActionDialog
        open={confirm === 'delete'}
        title={t('removeTitle', { username: user.username })}
        text={t('removeText', { username: user.username })}
        confirmLabel={t('remove')}
        confirmColor="error"
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          try {
            notify('success', await deleteUser(user.id));
            onDeleted();
            return null;
          } catch (err) {
            return errorMessage(err);
          }
        }}
      />
      {balanceOpen && (
        <BalanceChangeDialog
          open
          customer={user}
          onClose={() => setBalanceOpen(false)}
          onChanged={() => {
            setBalanceOpen(false);
            void fetchUser(user.id).then((u) => u && onChanged(u));
          }}
        />
      )}
    </Stack>
  );
}

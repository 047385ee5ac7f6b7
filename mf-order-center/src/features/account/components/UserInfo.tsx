import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Divider, MenuItem, TextField, Typography } from '@mui/material';
import { USER_TYPES, isUserType, type CoordinateSystem } from '@portal/shared/domain';
import {
  ApiError,
  fetchUserInfo,
  updateUserInfo,
  type AccountInfo,
  type UserInfoUpdate,
} from '@portal/shared/http';
import { BillView } from '@portal/shared/grid';
import { formatMoney } from '@portal/shared/i18n';
import { coordinateSystemAtom, userInfoAtom } from '@portal/shared/session';
import {
  useFormSubmit,
  checkProfile,
  ErrorState,
  LoadingState,
  notify,
  PageFrame,
  routeTitle,
  useAvailability,
  useFormErrors,
  useLang,
  usePageTitle,
  ContactFields,
} from '@portal/shared/ui';
import { InfoChangeReview, RealPerson } from './RealPerson';

const CRS: CoordinateSystem[] = ['GCJ02', 'WGS84'];

type Load =
  | { state: 'loading' }
  | { state: 'ready'; user: AccountInfo }
  | { state: 'error'; message: string };

/** /userInfo (and /setup): the account of docs/requirements.md §3, its editable details, the coordinate-system preference and real-name verification. */
export function UserInfo() {
  const { t } = useTranslation('account');
  const title = usePageTitle(routeTitle('/userInfo'));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [editing, setEditing] = useState(false);
  const setStoredUser = useSetAtom(userInfoAtom);

  const reload = useCallback(() => {
    let live = true;
    fetchUserInfo().then(
      (user) => {
        if (!live) return;
        setLoad({ state: 'ready', user });
        setStoredUser(user);
      },
      (err) => {
        // Code 201: the HTTP client shows the message and goes to login.
        if (live && !(err instanceof ApiError && err.code === 201))
          setLoad({
            state: 'error',
            message: err instanceof ApiError && !err.transport ? err.message : t('common:state.error'),
          });
      },
    );
    return () => {
      live = false;
    };
  }, [setStoredUser, t]);
  useEffect(() => reload(), [reload]);

  let body: ReactNode;
  if (load.state === 'loading') body = <LoadingState />;
  else if (load.state === 'error')
    body = (
      <ErrorState
        message={load.message}
        onRetry={() => {
          setLoad({ state: 'loading' });
          reload();
        }}
      />
    );
  else if (editing) {
    body = (
      <ProfileForm
        user={load.user}
        onCancel={() => setEditing(false)}
        onSaved={(user) => {
          setLoad({ state: 'ready', user });
          setEditing(false);
        }}
      />
    );
  } else
    body = (
      <>
        <InfoChangeReview user={load.user} />
        <Details user={load.user} onEdit={() => setEditing(true)} />
      </>
    );

  return (
    <PageFrame title={title} maxWidth={800}>
      {body}
      {load.state === 'ready' && (
        <>
          <Divider sx={{ my: 3 }} />
          <RealPerson
            status={load.user.real_person_status ?? 'none'}
            comment={load.user.real_person_comment ?? ''}
            onSubmitted={reload}
          />
          <Divider sx={{ my: 3 }} />
          <MyBill />
        </>
      )}
    </PageFrame>
  );
}

/** The customer's own ledger rows: every order, refund and balance change. */
function MyBill() {
  const { t } = useTranslation('bill');
  return (
    <Box data-testid="my-bill">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('mine')}
      </Typography>
      <BillView audience="customer" />
    </Box>
  );
}

function Details({ user, onEdit }: { user: AccountInfo; onEdit: () => void }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const rows: [string, string, ReactNode][] = [
    ['type', t('info.type'), isUserType(user.type) ? USER_TYPES[user.type][lang] : user.type],
    ['username', t('info.username'), user.username],
    ['name', t('info.name'), user.name || '—'],
    ['mobile', t('info.mobile'), user.mobile],
    ['email', t('info.email'), user.email],
    ['organization', t('info.organization'), user.organization || '—'],
    ['balance', t('info.balance'), formatMoney(user.balance, lang)],
    ['coordinate_system', t('info.coordinateSystem'), t(`info.crs.${user.coordinate_system}`)],
  ];
  return (
    <Box data-testid="user-info">
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
          rowGap: 1.5,
          columnGap: 2,
          m: 0,
        }}
      >
        {rows.map(([key, label, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid={`info-${key}`}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button variant="outlined" sx={{ mt: 3 }} onClick={onEdit}>
        {t('info.edit')}
      </Button>
    </Box>
  );
}

type Profile = {
  name: string;
  mobile: string;
  email: string;
  organization: string;
  coordinate_system: CoordinateSystem;
};
const PROFILE_FIELDS = ['name', 'mobile', 'email', 'organization', 'coordinate_system'] as const;

function ProfileForm({
  user,
  onCancel,
  onSaved,
}: {
  user: AccountInfo;
  onCancel: () => void;
  onSaved: (u: AccountInfo) => void;
}) {
  const { t } = useTranslation('account');
  const [v, setV] = useState<Profile>({
    name: user.name,
    mobile: user.mobile,
    email: user.email,
    organization: user.organization,
    coordinate_system: user.coordinate_system,
  });
  const problems = useMemo(() => checkProfile(v), [v]);
  const errors = useFormErrors(problems);
  const setStoredUser = useSetAtom(userInfoAtom);
  const setCrs = useSetAtom(coordinateSystemAtom);

  const passes = (field: string) => !problems.some((p) => p.field === field);
  // Only a changed mobile or e-mail can be taken by another account.
  const mobile = useAvailability('mobile', v.mobile, {
    enabled: passes('mobile') && v.mobile !== user.mobile,
  });
  const email = useAvailability('email', v.email, {
    enabled: passes('email') && v.email.toLowerCase() !== user.email.toLowerCase(),
  });
  const bind = (field: keyof Profile) =>
    errors.bind(field, v[field], (value) => setV((s) => ({ ...s, [field]: value })));
  const checking = t('info.checking');

  const { submit, busy, formError } = useFormSubmit(
    errors,
    PROFILE_FIELDS,
    async () => {
      const update: UserInfoUpdate = {};
      const next = { ...v, name: v.name.trim(), organization: v.organization.trim() };
      for (const f of PROFILE_FIELDS) if (next[f] !== user[f]) Object.assign(update, { [f]: next[f] });
      if (!Object.keys(update).length) {
        notify('info', t('info.unchanged'));
        onCancel();
        return;
      }
      const { user: saved, message } = await updateUserInfo(update);
      setStoredUser(saved);
      setCrs(saved.coordinate_system);
      notify('success', message);
      onSaved(saved);
    },
    { blocked: mobile.status === 'taken' || email.status === 'taken' },
  );

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('info.editTitle')}
      data-testid="profile-form"
    >
      <Typography variant="h6" component="h2" gutterBottom>
        {t('info.editTitle')}
      </Typography>
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="profile-error">
          {formError}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextField {...bind('name')} label={t('info.name')} autoComplete="name" fullWidth margin="dense" />
        <TextField
          {...bind('organization')}
          label={t('info.organization')}
          autoComplete="organization"
          fullWidth
          margin="dense"
        />
        <ContactFields
          mobile={{ bound: bind('mobile'), availability: mobile }}
          email={{ bound: bind('email'), availability: email }}
          labels={{ mobile: t('info.mobile'), email: t('info.email') }}
          checking={checking}
        />
        <TextField
          {...bind('coordinate_system')}
          select
          label={t('info.coordinateSystem')}
          fullWidth
          margin="dense"
          onChange={(e) => setV((s) => ({ ...s, coordinate_system: e.target.value as CoordinateSystem }))}
        >
          {CRS.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`info.crs.${c}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('common:action.save')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('common:action.cancel')}
        </Button>
      </Box>
    </Box>
  );
}

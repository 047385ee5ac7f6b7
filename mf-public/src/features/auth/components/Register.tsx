import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { Trans, useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Link,
  TextField,
  Typography,
} from '@mui/material';
import { navigateToUrl } from 'single-spa';
import {
  checkRegistration,
  FIELD_RULES,
  loginUrlFor,
  safeRedirectTarget,
  type RegistrationInput,
} from '@portal/shared/domain';
import { loginUser, registerUser } from '@portal/shared/http';
import { rememberedRecommender, startSession } from '@portal/shared/session';
import {
  followLink,
  NewPasswordFields,
  notify,
  routeTitle,
  useAvailability,
  useFormErrors,
  useFormSubmit,
  useLang,
  usePageTitle,
  ContactFields,
  withAvailability,
  withRule,
} from '@portal/shared/ui';
import '../i18n';
import { type LegalDocument } from '../legal';
import { FormCard } from './FormCard';
import { LegalDialog } from './LegalDialog';

type Values = Omit<RegistrationInput, 'agreement'> & {
  name: string;
  recommender: string;
  organization: string;
  agreement: boolean;
};
const FIELDS = [
  'username',
  'password',
  'confirm_password',
  'name',
  'recommender',
  'mobile',
  'email',
  'organization',
  'agreement',
];

export type RegisterLayout = 'desktop' | 'phone';

/** A link inside the agreement's label: opens the text and leaves the box as it was. */
function LegalLink({ onOpen, children }: { onOpen: () => void; children?: ReactNode }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={(e: MouseEvent) => {
        e.preventDefault();
        e.stopPropagation();
        onOpen();
      }}
      sx={{ verticalAlign: 'baseline', font: 'inherit' }}
    >
      {children}
    </Link>
  );
}

/**
 * The registration form of docs/requirements.md §5 (fields, rules and messages in both languages, the agreement box, the remembered
 * recommender). Username, mobile and e-mail are checked with the server as the user types. On success the new
 * account is signed in and the remembered path (`?redirect=`) or the home page opens.
 */
export function RegisterForm({
  route,
  layout,
}: {
  route: '/register' | '/phoneregister';
  layout: RegisterLayout;
}) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const title = usePageTitle(routeTitle(route));
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  const [params] = useSearchParams();
  const [v, setV] = useState<Values>(() => ({
    username: '',
    password: '',
    confirm_password: '',
    name: '',
    recommender: rememberedRecommender(),
    mobile: '',
    email: '',
    organization: '',
    agreement: false,
  }));
  const problems = useMemo(() => checkRegistration(v), [v]);
  const errors = useFormErrors(problems);

  const passes = (field: string) => !problems.some((p) => p.field === field);
  const username = useAvailability('username', v.username, { enabled: passes('username') });
  const mobile = useAvailability('mobile', v.mobile, { enabled: passes('mobile') });
  const email = useAvailability('email', v.email, { enabled: passes('email') });

  const set = (field: keyof Values) => (value: string) => setV((s) => ({ ...s, [field]: value }));
  const bind = (field: keyof Values) => errors.bind(field, v[field] as string, set(field));
  const checking = t('register.checking');
  const redirect = safeRedirectTarget(params.get('redirect'));

  const { submit, busy, formError } = useFormSubmit(
    errors,
    FIELDS,
    async () => {
      const input: RegistrationInput = {
        ...v,
        name: v.name.trim(),
        recommender: v.recommender.trim(),
        organization: v.organization.trim(),
        agreement: true,
      };
      await registerUser(input);
      startSession(await loginUser(v.username, v.password));
      notify('success', t('register.done'));
      navigateToUrl(redirect);
    },
    { blocked: [username, mobile, email].some((s) => s.status === 'taken') },
  );

  const loginHref = loginUrlFor(redirect);
  const phone = layout === 'phone';
  const agreementMessage = errors.messageOf('agreement');

  const fields = (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: phone ? '1fr' : { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 2,
      }}
    >
      <TextField
        {...withRule(
          withAvailability(bind('username'), username, checking),
          FIELD_RULES.username[lang],
          'rule-username',
        )}
        label={t('register.username')}
        required
        autoComplete="username"
        fullWidth
        margin="dense"
        sx={{ gridColumn: '1 / -1' }}
      />
      <NewPasswordFields
        password={bind('password')}
        confirm={bind('confirm_password')}
        labels={{ password: t('register.password'), confirm: t('register.confirmPassword') }}
        showRule
      />
      <ContactFields
        mobile={{ bound: bind('mobile'), availability: mobile }}
        email={{ bound: bind('email'), availability: email }}
        labels={{ mobile: t('register.mobile'), email: t('register.email') }}
        checking={checking}
      />
      <TextField {...bind('name')} label={t('register.name')} autoComplete="name" fullWidth margin="dense" />
      <TextField
        {...bind('organization')}
        label={t('register.organization')}
        autoComplete="organization"
        fullWidth
        margin="dense"
      />
      <TextField
        {...bind('recommender')}
        label={t('register.recommender')}
        fullWidth
        margin="dense"
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );

  const body = (
    <>
      <Typography variant={phone ? 'h5' : 'h4'} component="h1" gutterBottom>
        {title}
      </Typography>
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="register-error">
          {formError}
        </Alert>
      )}
      {fields}
      <FormControl error={!!agreementMessage} sx={{ mt: 1, display: 'block' }}>
        <FormControlLabel
          control={
            <Checkbox
              name="agreement"
              checked={v.agreement}
              onChange={(e) => {
                setV((s) => ({ ...s, agreement: e.target.checked }));
                errors.edited('agreement');
                errors.touch('agreement');
              }}
            />
          }
          label={
            <Trans
              t={t}
              i18nKey="legal.agreement"
              components={{
                terms: <LegalLink onOpen={() => setLegal('terms')} />,
                privacy: <LegalLink onOpen={() => setLegal('privacy')} />,
              }}
            />
          }
        />
        {agreementMessage && <FormHelperText>{agreementMessage}</FormHelperText>}
      </FormControl>
      <LegalDialog doc={legal} onClose={() => setLegal(null)} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={busy}>
        {t('register.submit')}
      </Button>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link href={loginHref} onClick={followLink(loginHref)}>
          {t('register.login')}
        </Link>
      </Typography>
    </>
  );

  if (phone) {
    return (
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={title}
        sx={{ px: 2, py: 3, maxWidth: 480, mx: 'auto' }}
        data-layout="phone"
      >
        {body}
      </Box>
    );
  }
  return (
    <FormCard title={title} onSubmit={submit} maxWidth={640} layout="desktop">
      {body}
    </FormCard>
  );
}

export function Register() {
  return <RegisterForm route="/register" layout="desktop" />;
}

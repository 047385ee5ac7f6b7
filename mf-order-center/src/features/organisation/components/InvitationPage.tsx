/**
 * /invitation?token=…, the page an invitation e-mail links to, open to visitors: what the link invites to (the
 * organisation, the role, the e-mail, until when), or the server's word on a link that is invalid or expired; then
 * "Join" for a signed-in person, or a sign-up form that makes the account and joins. Both end on the organisation.
 */
import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Typography } from '@mui/material';
import { navigateToUrl } from 'single-spa';
import { ORG_ROLES } from '@portal/shared/domain/organisations';
import { refreshUserInfo } from '@portal/shared/http';
import { formatDateTime } from '@portal/shared/i18n';
import { useSearchParams } from '@portal/shared/router';
import { signedInAtom } from '@portal/shared/session';
import {
  DataTable,
  ErrorState,
  LoadingState,
  notify,
  PageFrame,
  routeTitle,
  useLang,
  useOwnList,
  usePageTitle,
  type DataColumn,
} from '@portal/shared/ui';
import { previewInvitation, type InvitationPreview } from '../api/org';
import { JoinAction } from './JoinAction';
import { SignUpAndJoin } from './SignUpAndJoin';
import '../i18n-invitation';

export const ORGANISATION_PAGE = '/personalCenter/organisation';

export function InvitationPage() {
  const { t } = useTranslation('orgInvitation');
  const title = usePageTitle(routeTitle('/invitation'));
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  return (
    <PageFrame title={title} maxWidth={720}>
      {token ? (
        <Invitation token={token} />
      ) : (
        <Alert severity="warning" data-testid="invitation-missing">
          {t('missingToken')}
        </Alert>
      )}
    </PageFrame>
  );
}

function Invitation({ token }: { token: string }) {
  const { t } = useTranslation('orgInvitation');
  const signedIn = useAtomValue(signedInAtom);
  const load = useCallback(() => previewInvitation(token), [token]);
  const preview = useOwnList(load);
  const invitation = preview.data;

  /** Joined (and signed in): the session learns of the organisation (the header's balance is its); on to its page. */
  async function joined(orgName: string) {
    await refreshUserInfo();
    notify('success', t('joined', { org: orgName }));
    navigateToUrl(ORGANISATION_PAGE);
  }

  if (preview.error) return <ErrorState message={preview.error} />;
  if (!invitation) return <LoadingState />;
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom data-testid="invitation-heading">
        {t('heading', { org: invitation.org_name })}
      </Typography>
      <InvitationFacts invitation={invitation} />
      <Box sx={{ mt: 3 }}>
        {signedIn ? (
          <JoinAction token={token} onJoined={joined} />
        ) : (
          <SignUpAndJoin token={token} email={invitation.email} onJoined={joined} />
        )}
      </Box>
    </>
  );
}

function InvitationFacts({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation('orgInvitation');
  const lang = useLang();
  const facts = [
    { key: 'org', label: t('org'), value: invitation.org_name, typed: true },
    { key: 'role', label: t('role'), value: ORG_ROLES[invitation.role][lang] },
    { key: 'email', label: t('email'), value: invitation.email, typed: true },
    { key: 'expires', label: t('expires'), value: formatDateTime(invitation.expires_at, lang) },
  ];
  const columns: DataColumn<(typeof facts)[number]>[] = [
    { key: 'label', cellProps: { component: 'th', scope: 'row', sx: { width: 160 } }, cell: (f) => f.label },
    {
      key: 'value',
      cellTestId: (f) => `invitation-${f.key}`,
      cell: (f) => <span translate={f.typed ? 'no' : undefined}>{f.value}</span>,
    },
  ];
  return <DataTable columns={columns} rows={facts} rowKey={(f) => f.key} testId="invitation-facts" />;
}

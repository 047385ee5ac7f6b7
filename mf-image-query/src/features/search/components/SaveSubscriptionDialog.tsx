/**
 * "Save as subscription" (issue 35): the current search's areas and filters are kept under a name (offered from the
 * area: a region's or a place's name) with the ways to be told of new matching images; the server's words per field.
 * Once saved, a notice gives the server's message and the way to the subscriptions page.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Close from '@mui/icons-material/Close';
import { Alert, Button, IconButton, Link, Snackbar, TextField, Typography } from '@mui/material';
import {
  SUBSCRIPTION_CHANNEL_LABELS,
  SUBSCRIPTION_CHANNELS,
  SUBSCRIPTION_LIMITS,
  type SubscriptionChannel,
} from '@portal/shared/domain/subscriptions';
import { createSubscription } from '@portal/shared/http/subscriptions';
import { CheckboxGroupField, followLink, FormDialog, useFormDialog, useLang } from '@portal/shared/ui';
import { subscriptionSearchOf, suggestedName } from '../state/subscription';
import type { SearchState } from '../state/search-state';
import { NS } from '../../../i18n';

export const SUBSCRIPTIONS_PAGE = '/personalCenter/subscriptions';
const WEBHOOKS_PAGE = '/personalCenter/webhooks';

const CHANNEL_HINTS: Record<SubscriptionChannel, string> = {
  alert: 'subscribe.alertHint',
  email: 'subscribe.emailHint',
  webhook: 'subscribe.webhookHint',
};

export function SaveSubscriptionDialog({
  open,
  search,
  onClose,
  onSaved,
}: {
  open: boolean;
  search: SearchState;
  onClose: () => void;
  /** The server's message. */
  onSaved: (msg: string) => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const [name, setName] = useState('');
  const [channels, setChannels] = useState<SubscriptionChannel[]>(['alert']);
  const form = useFormDialog(['name', 'channels']);
  // Each opening starts from the search as it is now (not again while the search changes behind the dialog).
  useEffect(() => {
    if (!open) return;
    setName(suggestedName(search, lang));
    setChannels(['alert']);
    form.reset();
  }, [open]);

  const submit = () =>
    form.submit(Boolean(name.trim()) && channels.length > 0, async () => {
      const { msg } = await createSubscription({
        name: name.trim(),
        search: subscriptionSearchOf(search),
        // In the order the portal lists them, whatever order they were ticked in.
        channels: SUBSCRIPTION_CHANNELS.filter((c) => channels.includes(c)),
      });
      onClose();
      onSaved(msg);
    });

  return (
    <FormDialog
      open={open}
      title={t('subscribe.title')}
      intro={
        <Typography variant="body2" color="text.secondary">
          {t('subscribe.intro')}
          {search.ids.length > 0 && ` ${t('subscribe.idsIgnored')}`}
        </Typography>
      }
      form={form}
      errorTestId="subscription-form-error"
      submitTestId="subscription-submit"
      cancelLabel={t('subscribe.cancel')}
      submitLabel={t('subscribe.submit')}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('subscribe.name')}
        {...form.text('name', name, setName, {
          problem: !name.trim() && t('subscribe.nameRequired'),
          hint: t('subscribe.nameHint', { max: SUBSCRIPTION_LIMITS.nameMax }),
        })}
        slotProps={{
          htmlInput: { maxLength: SUBSCRIPTION_LIMITS.nameMax, 'data-testid': 'subscription-name' },
        }}
        required
      />
      <CheckboxGroupField
        label={t('subscribe.channels')}
        options={SUBSCRIPTION_CHANNELS.map((c) => ({
          value: c,
          label: (
            <span>
              {SUBSCRIPTION_CHANNEL_LABELS[c][lang]}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {t(CHANNEL_HINTS[c])}
                {c === 'webhook' && (
                  <>
                    {' '}
                    <Link href={WEBHOOKS_PAGE} onClick={followLink(WEBHOOKS_PAGE)}>
                      {t('subscribe.webhookLink')}
                    </Link>
                  </>
                )}
              </Typography>
            </span>
          ),
        }))}
        {...form.choices('channels', channels, setChannels, t('subscribe.channelsRequired'))}
        testId="subscription-channel"
        tall
      />
    </FormDialog>
  );
}

/** The server's word that the subscription is saved, with the way to the page that lists it. */
export function SubscriptionSavedNotice({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Alert
        severity="success"
        data-testid="subscription-saved"
        action={
          <>
            <Button
              color="inherit"
              size="small"
              href={SUBSCRIPTIONS_PAGE}
              data-testid="subscription-saved-link"
              onClick={(e) => {
                onClose();
                followLink(SUBSCRIPTIONS_PAGE)(e);
              }}
            >
              {t('subscribe.view')}
            </Button>
            <IconButton color="inherit" size="small" aria-label={t('subscribe.close')} onClick={onClose}>
              <Close fontSize="small" />
            </IconButton>
          </>
        }
        sx={{ minWidth: 320, alignItems: 'center' }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}

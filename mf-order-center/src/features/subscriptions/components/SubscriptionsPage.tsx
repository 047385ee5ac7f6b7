/**
 * /personalCenter/subscriptions (issue 35): a person's saved searches that alert. Lists them page by page (name as
 * typed, what the search covers in words, channels, how many images matched and when last, active or paused); opens
 * one again in the image query; pauses or resumes, renames or changes its channels, deletes after asking. They are
 * made in the image query.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { findOrderCenterChild } from '@portal/shared/domain';
import { SUBSCRIPTION_CHANNEL_LABELS, type Subscription } from '@portal/shared/domain/subscriptions';
import { deleteSubscription, listSubscriptions, updateSubscription } from '@portal/shared/http/subscriptions';
import { formatDateTime } from '@portal/shared/i18n';
import {
  AccountListPage,
  ConfirmDialog,
  followLink,
  useLang,
  useOwnList,
  usePageTitle,
  useRemoval,
} from '@portal/shared/ui';
import { describeSearch, imageQueryLink } from '../state/describe';
import { EditSubscriptionDialog } from './EditSubscriptionDialog';
import '../i18n';

/** A person keeps at most 20 (SUBSCRIPTION_LIMITS.perUser): one page, unless the limit grows. */
const PAGE_SIZE = 20;
const IMAGE_QUERY = '/imageQuery';

export function SubscriptionsPage() {
  const { t } = useTranslation('subscriptions');
  const lang = useLang();
  const title = usePageTitle(findOrderCenterChild('subscriptions')!.title);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Subscription | null>(null);

  const list = useOwnList(
    useCallback(async () => {
      const env = await listSubscriptions(page, PAGE_SIZE);
      // The last one of a later page deleted: go back a page.
      if (env.data.length === 0 && page > 1) return void setPage(page - 1);
      return { items: env.data, total: env.total ?? env.data.length };
    }, [page]),
  );
  const { act, load } = list;
  const removal = useRemoval((r: Subscription) => act(deleteSubscription(r.id)));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <AccountListPage
      title={title}
      intro={t('intro')}
      action={
        list.data?.items.length !== 0 && (
          <Button variant="outlined" href={IMAGE_QUERY} onClick={followLink(IMAGE_QUERY)}>
            {t('toImageQuery')}
          </Button>
        )
      }
      list={list}
      empty={list.data?.items.length === 0}
      emptyTitle={t('emptyTitle')}
      emptyHint={t('emptyHint')}
      emptyAction={
        <Button variant="contained" href={IMAGE_QUERY} onClick={followLink(IMAGE_QUERY)}>
          {t('toImageQuery')}
        </Button>
      }
    >
      <Stack spacing={2}>
        {list.data?.items.map((s) => (
          <Card key={s.id} variant="outlined" data-testid={`subscription-${s.id}`}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography
                  variant="subtitle1"
                  component="h2"
                  translate="no"
                  sx={{ flex: 1, fontWeight: 600, wordBreak: 'break-word' }}
                  data-testid={`subscription-name-${s.id}`}
                >
                  {s.name}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={s.paused ? 'default' : 'success'}
                  label={t(s.paused ? 'paused' : 'active')}
                  data-testid={`subscription-state-${s.id}`}
                />
              </Stack>
              <Typography variant="body2" sx={{ mb: 1 }} data-testid={`subscription-what-${s.id}`}>
                {describeSearch(s.search, lang, t).join(' · ')}
              </Typography>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
                  {t('channels')}
                </Typography>
                {s.channels.map((c) => (
                  <Chip key={c} size="small" label={SUBSCRIPTION_CHANNEL_LABELS[c]?.[lang] ?? c} />
                ))}
              </Stack>
              <Typography variant="body2" color="text.secondary" data-testid={`subscription-matched-${s.id}`}>
                {s.matched_count > 0
                  ? [
                      t('matched', { count: s.matched_count }),
                      s.last_matched_at && t('lastMatch', { time: formatDateTime(s.last_matched_at, lang) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')
                  : t('noMatch')}
              </Typography>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>
              <Button
                size="small"
                href={imageQueryLink(s)}
                onClick={followLink(imageQueryLink(s))}
                data-testid={`subscription-open-${s.id}`}
              >
                {t('open')}
              </Button>
              <Button
                size="small"
                data-testid={`subscription-toggle-${s.id}`}
                onClick={() => act(updateSubscription(s.id, { paused: !s.paused }))}
              >
                {t(s.paused ? 'resume' : 'pause')}
              </Button>
              <Button size="small" data-testid={`subscription-edit-${s.id}`} onClick={() => setEditing(s)}>
                {t('edit')}
              </Button>
              <Button
                size="small"
                color="error"
                data-testid={`subscription-remove-${s.id}`}
                onClick={() => removal.ask(s)}
              >
                {t('remove')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end', alignItems: 'center' }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('prev')}
          </Button>
          <Typography variant="body2">
            {page} / {pages}
          </Typography>
          <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </Stack>
      )}
      <EditSubscriptionDialog
        subscription={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
      />
      <ConfirmDialog
        {...removal.confirm}
        title={t('removeTitle')}
        subject={removal.asked?.name}
        text={t('removeConfirm')}
        keepLabel={t('keep')}
        confirmLabel={t('confirmRemove')}
        testId="subscription-remove-confirm"
      />
    </AccountListPage>
  );
}

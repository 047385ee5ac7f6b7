/**
 * One feedback in full: the description, where it was sent from, the sender's contact details, the attachment
 * (images shown), the current reply; staff reply (required, the contract's length) choosing the state it leaves,
 * or change the state alone. Every call shows the server's message and hands the updated feedback back, so the row
 * and the panel follow it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Divider, Drawer, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  FEEDBACK_MODULES,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATES,
  FEEDBACK_TYPES,
  type Feedback,
  type FeedbackState,
} from '@portal/shared/domain';
import { formatDateTime } from '@portal/shared/i18n';
import { notify, useLang } from '@portal/shared/ui';
import { errorMessage } from '../../../common/errors';
import { SidePanel } from '../../../common/SidePanel';
import { changeFeedbackState, replyToFeedback, senderContacts, type SenderContact } from '../api';
import {
  ACTION_TARGET,
  REPLY_STATES,
  replyProblem,
  stateActions,
  type StateAction,
} from '../state/feedback-actions';
import { AttachmentPreview } from './AttachmentPreview';
import { FeedbackStateChip } from './FeedbackStateChip';
import { feedbackPageTitle } from '../state/feedback-page';
import '../i18n';

export function FeedbackDetailDrawer({
  feedback,
  onChanged,
  onDownload,
  onClose,
}: {
  feedback: Feedback | null;
  onChanged: (f: Feedback) => void;
  onDownload: (f: Feedback) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('feedbackAdmin');
  return (
    <Drawer anchor="right" open={Boolean(feedback)} onClose={onClose}>
      <SidePanel
        width={520}
        label={t('detail')}
        testId="feedback-detail"
        title={`${t('detail')} #${feedback?.id ?? ''}`}
        closeLabel={t('close')}
        closeTestId="feedback-detail-close"
        onClose={onClose}
      >
        {feedback && (
          <DetailBody key={feedback.id} feedback={feedback} onChanged={onChanged} onDownload={onDownload} />
        )}
      </SidePanel>
    </Drawer>
  );
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ py: 0.25 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 120, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }} data-testid={testId}>
        {children}
      </Typography>
    </Stack>
  );
}

function DetailBody({
  feedback,
  onChanged,
  onDownload,
}: {
  feedback: Feedback;
  onChanged: (f: Feedback) => void;
  onDownload: (f: Feedback) => void;
}) {
  const { t } = useTranslation('feedbackAdmin');
  const lang = useLang();
  const [sender, setSender] = useState<SenderContact | null>(null);
  const [senderError, setSenderError] = useState<string | null>(null);
  const [reply, setReply] = useState(feedback.reply);
  const [replyState, setReplyState] = useState<FeedbackState>('replied');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    senderContacts([feedback.user_id]).then(
      ([u]) => live && setSender(u ?? null),
      (err: unknown) => live && setSenderError(errorMessage(err)),
    );
    return () => {
      live = false;
    };
  }, [feedback.user_id]);

  const problem = replyProblem(reply);
  const run = async (call: () => Promise<{ feedback: Feedback; message: string }>) => {
    setBusy(true);
    setError(null);
    try {
      const done = await call();
      notify('success', done.message);
      onChanged(done.feedback);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const send = () => {
    setTouched(true);
    if (!problem) void run(() => replyToFeedback(feedback.id, reply.trim(), replyState));
  };
  const change = (action: StateAction) =>
    void run(() => changeFeedbackState(feedback.id, ACTION_TARGET[action]));

  return (
    <Stack spacing={1.5}>
      <Box>
        <Field label={t('state')}>
          <FeedbackStateChip state={feedback.state} testId="feedback-detail-state" />
        </Field>
        <Field label={t('time')}>{formatDateTime(feedback.created_at, lang)}</Field>
        <Field label={t('module')}>{FEEDBACK_MODULES[feedback.module]?.[lang] ?? feedback.module}</Field>
        <Field label={t('type')}>{FEEDBACK_TYPES[feedback.type]?.[lang] ?? feedback.type}</Field>
        <Field label={t('contact')} testId="feedback-detail-contact">
          {feedback.contact}
        </Field>
        <Field label={t('page')}>{feedbackPageTitle(feedback.page, lang) ?? '—'}</Field>
      </Box>
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          {t('description')}
        </Typography>
        <Typography
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          data-testid="feedback-detail-description"
        >
          {feedback.description}
        </Typography>
      </Box>
      <Divider />
      <Box data-testid="feedback-detail-sender">
        <Typography variant="subtitle2" gutterBottom>
          {t('senderDetails')}
        </Typography>
        {senderError && <Alert severity="error">{senderError}</Alert>}
        <Field label={t('user')}>{feedback.username}</Field>
        {sender && (
          <>
            <Field label={t('name')}>{sender.name || '—'}</Field>
            <Field label={t('mobile')} testId="feedback-detail-mobile">
              {sender.mobile || '—'}
            </Field>
            <Field label={t('email')} testId="feedback-detail-email">
              {sender.email || '—'}
            </Field>
            <Field label={t('organization')}>{sender.organization || '—'}</Field>
            <Field label={t('feedbackCount')}>{sender.count}</Field>
          </>
        )}
      </Box>
      <Divider />
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          {t('attachment')}
        </Typography>
        {feedback.attachment ? (
          <AttachmentPreview
            feedback={{ ...feedback, attachment: feedback.attachment }}
            onDownload={() => onDownload(feedback)}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('noAttachment')}
          </Typography>
        )}
      </Box>
      <Divider />
      {feedback.replied_at && (
        <Box data-testid="feedback-detail-reply">
          <Typography variant="subtitle2" gutterBottom>
            {t('previousReply')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {feedback.reply}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {feedback.replied_by ?? '—'} · {formatDateTime(feedback.replied_at, lang)}
          </Typography>
        </Box>
      )}
      <TextField
        fullWidth
        multiline
        minRows={3}
        required
        label={t('reply')}
        value={reply}
        onChange={(e) => setReply(e.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && problem !== null}
        helperText={
          touched && problem ? t(problem) : `${t('replyHelp')} · ${reply.trim().length}/${FEEDBACK_REPLY_MAX}`
        }
        slotProps={{ htmlInput: { maxLength: FEEDBACK_REPLY_MAX, 'data-testid': 'feedback-reply' } }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('replyState')}
          value={replyState}
          onChange={(e) => setReplyState(e.target.value as FeedbackState)}
          sx={{ minWidth: 180 }}
          data-testid="feedback-reply-state"
        >
          {REPLY_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {FEEDBACK_STATES[s][lang]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" disabled={busy} onClick={send} data-testid="feedback-reply-send">
          {t('sendReply')}
        </Button>
      </Stack>
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          {t('changeState')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {stateActions(feedback.state).map((a) => (
            <Button
              key={a}
              size="small"
              variant="outlined"
              color={a === 'close' ? 'inherit' : 'primary'}
              disabled={busy}
              onClick={() => change(a)}
              data-testid={`feedback-action-${a}`}
            >
              {t(`action_${a}`)}
            </Button>
          ))}
        </Stack>
      </Box>
      {error && (
        <Alert severity="error" data-testid="feedback-detail-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

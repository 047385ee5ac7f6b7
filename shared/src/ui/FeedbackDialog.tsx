/**
 * Sending feedback (docs/requirements.md §5, §7 "Feedback"): module, feedback type, contact (the user's mobile or e-mail to begin
 * with), description and an optional attachment. The §5 rules are checked before anything is sent (a file over
 * 30 MB is refused here, never uploaded); the server's field errors show under their fields; what the user entered
 * stays until the feedback is accepted. Opened from the header on every page and from /resourceCenter.
 */
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  FEEDBACK_ATTACHMENT_EXTENSIONS,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_MODULES,
  FEEDBACK_TYPES,
  type Feedback,
} from '../domain';
import { sendFeedback } from '../http/feedback';
import { notify } from '../notices';
import { userInfoAtom } from '../session';
import { useFormErrors, useFormSubmit, useLang } from './forms';
import { FEEDBACK_FIELDS, feedbackProblems, formatFileSize, initialFeedbackValues } from './feedback-form';
import './feedback-i18n';

export interface FeedbackDialogProps {
  open: boolean;
  onClose(): void;
  /** The feedback was accepted (the dialog has closed and shown the server's message). */
  onSent?(feedback: Feedback): void;
}

export function FeedbackDialog({ open, onClose, onSent }: FeedbackDialogProps) {
  const { t } = useTranslation('feedback');
  const lang = useLang();
  const user = useAtomValue(userInfoAtom);
  const [values, setValues] = useState(() => initialFeedbackValues(user));
  const [progress, setProgress] = useState<number | null>(null);
  // The user's info may arrive after the header: an empty contact takes it when the dialog opens.
  useEffect(() => {
    if (open && user)
      setValues((v) => (v.contact ? v : { ...v, contact: initialFeedbackValues(user).contact }));
  }, [open, user]);
  const problems = useMemo(() => feedbackProblems(values), [values]);
  const errors = useFormErrors(problems);
  const set =
    <K extends keyof typeof values>(field: K) =>
    (value: (typeof values)[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

  const { submit, busy, formError } = useFormSubmit(errors, FEEDBACK_FIELDS, async () => {
    setProgress(0);
    try {
      const env = await sendFeedback(
        {
          module: values.module as Feedback['module'],
          type: values.type as Feedback['type'],
          contact: values.contact,
          description: values.description,
          page: window.location.pathname,
          attachment: values.attachment,
        },
        setProgress,
      );
      notify('success', env.msg);
      setValues(initialFeedbackValues(user));
      errors.reset();
      onClose();
      onSent?.(env.data[0]);
    } finally {
      setProgress(null);
    }
  });

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    // The same file may be picked again after removing it.
    e.target.value = '';
    set('attachment')(file);
    errors.edited('attachment');
    errors.touch('attachment');
  };
  const removeFile = () => {
    set('attachment')(null);
    errors.edited('attachment');
  };

  const attachmentMessage = errors.messageOf('attachment');
  const descriptionMessage = errors.messageOf('description');
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="feedback-dialog-title"
      data-testid="feedback-dialog"
    >
      <DialogTitle id="feedback-dialog-title">{t('title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('intro')}
          </Typography>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="feedback-error">
              {formError}
            </Alert>
          )}
          <Stack spacing={1}>
            <TextField
              select
              required
              id="feedback-module"
              label={t('module')}
              {...errors.bind('module', values.module, (v) => set('module')(v as typeof values.module))}
              data-testid="feedback-module"
            >
              {Object.entries(FEEDBACK_MODULES).map(([k, label]) => (
                <MenuItem key={k} value={k}>
                  {label[lang]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              id="feedback-type"
              label={t('type')}
              {...errors.bind('type', values.type, (v) => set('type')(v as typeof values.type))}
              data-testid="feedback-type"
            >
              {Object.entries(FEEDBACK_TYPES).map(([k, label]) => (
                <MenuItem key={k} value={k}>
                  {label[lang]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              required
              id="feedback-contact"
              label={t('contact')}
              autoComplete="email"
              {...errors.bind('contact', values.contact, set('contact'))}
              data-testid="feedback-contact"
            />
            <TextField
              required
              multiline
              minRows={4}
              id="feedback-description"
              label={t('description')}
              {...errors.bind('description', values.description, set('description'))}
              helperText={descriptionMessage ?? `${values.description.length} / ${FEEDBACK_DESCRIPTION_MAX}`}
              slotProps={{ htmlInput: { maxLength: FEEDBACK_DESCRIPTION_MAX } }}
              data-testid="feedback-description"
            />
            <Box>
              <Typography variant="body2" id="feedback-attachment-label" sx={{ mb: 0.5 }}>
                {t('attachment')}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Button component="label" variant="outlined" size="small" disabled={busy}>
                  {t('chooseFile')}
                  <input
                    type="file"
                    hidden
                    accept={FEEDBACK_ATTACHMENT_EXTENSIONS.join(',')}
                    aria-labelledby="feedback-attachment-label"
                    aria-describedby="feedback-attachment-help"
                    onChange={pick}
                    data-testid="feedback-attachment-input"
                  />
                </Button>
                {values.attachment && (
                  <>
                    <Typography variant="body2" data-testid="feedback-attachment-file">
                      {values.attachment.name} ({formatFileSize(values.attachment.size, lang)})
                    </Typography>
                    <IconButton
                      size="small"
                      aria-label={t('removeFile')}
                      onClick={removeFile}
                      disabled={busy}
                      data-testid="feedback-attachment-remove"
                    >
                      ✕
                    </IconButton>
                  </>
                )}
              </Stack>
              <FormHelperText
                id="feedback-attachment-help"
                error={!!attachmentMessage}
                role={attachmentMessage ? 'alert' : undefined}
                data-testid="feedback-attachment-help"
              >
                {attachmentMessage ?? t('attachmentHint')}
              </FormHelperText>
            </Box>
            {progress !== null && (
              <Box data-testid="feedback-progress">
                <LinearProgress
                  variant="determinate"
                  value={percent}
                  aria-label={t('uploading', { percent })}
                />
                <Typography variant="caption">{t('uploading', { percent })}</Typography>
              </Box>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="feedback-send">
            {t('send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

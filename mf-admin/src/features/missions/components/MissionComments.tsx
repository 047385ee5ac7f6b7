/** The staff and sales comments on an order, oldest first, and a box to add one. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { isUserType, USER_TYPES, type Lang } from '@portal/shared/domain';
import type { MissionDetail } from '@portal/shared/domain/missions';
import { commentMission } from '@portal/shared/http/tasks';
import { formatDateTime } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';
import { errorMessage } from '../../../common/errors';
import '../i18n';

const roleLabel = (role: string | null, lang: Lang) =>
  role === null ? '' : isUserType(role) ? USER_TYPES[role][lang] : role;

/** The contract's longest comment (commentBody). */
const MAX_COMMENT = 1000;

export function MissionComments({
  missionId,
  comments,
  onAdded,
}: {
  missionId: number;
  comments: MissionDetail['staff_comments'];
  /** Reloads the order (its comments come with it). */
  onAdded: () => Promise<void>;
}) {
  const { t } = useTranslation('missionAdmin');
  const lang = useLang();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const body = text.trim();
    if (!body) return;
    setBusy(true);
    setError(null);
    try {
      await commentMission(missionId, body);
      setText('');
      await onAdded();
    } catch (err) {
      setError(t('commentFailed', { message: errorMessage(err) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="mission-comments">
      {comments.length === 0 ? (
        <Typography color="text.secondary">{t('noComments')}</Typography>
      ) : (
        <List dense disablePadding>
          {comments.map((c) => (
            <ListItem key={c.id} disableGutters data-testid="comment-item" alignItems="flex-start">
              <ListItemText
                primary={c.text}
                secondary={`${c.by ?? t('system')}${c.role ? ` (${roleLabel(c.role, lang)})` : ''} · ${formatDateTime(c.at, lang)}`}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack
        component="form"
        spacing={1}
        sx={{ mt: 1 }}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          multiline
          minRows={2}
          label={t('commentLabel')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          helperText={`${text.length}/${MAX_COMMENT}`}
          slotProps={{ htmlInput: { maxLength: MAX_COMMENT, 'data-testid': 'comment-input' } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || !text.trim()}
            data-testid="comment-submit"
          >
            {t('commentSubmit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

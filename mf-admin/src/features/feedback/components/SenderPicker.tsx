import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, TextField } from '@mui/material';
import { useSearchOptions } from '@portal/shared/ui';
import { findSenders, senderContacts } from '../api';
import '../i18n';

interface Sender {
  user_id: number;
  username: string;
  organization: string;
  count: number;
}

/** Choose one of the users who sent feedback (GET /feedback/userinfo/), by part of their name or organization. */
export function SenderPicker({
  userId,
  onChange,
}: {
  userId: number | null;
  onChange: (userId: number | null) => void;
}) {
  const { t } = useTranslation('feedbackAdmin');
  const [value, setValue] = useState<Sender | null>(null);
  const [input, setInput] = useState('');
  const { options, loading } = useSearchOptions(findSenders, input);

  // A user named by a link or a saved filter: their name, for the field.
  useEffect(() => {
    if (userId === null) {
      setValue(null);
      return;
    }
    if (value?.user_id === userId) return;
    let live = true;
    senderContacts([userId]).then(
      ([u]) =>
        live && setValue(u ? u : { user_id: userId, username: `#${userId}`, organization: '', count: 0 }),
      () => live && setValue({ user_id: userId, username: `#${userId}`, organization: '', count: 0 }),
    );
    return () => {
      live = false;
    };
  }, [userId, value?.user_id]);

  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 220 }}
      value={value}
      onChange={(_e, v) => {
        setValue(v);
        onChange(v?.user_id ?? null);
      }}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v)}
      options={value && !options.some((o) => o.user_id === value.user_id) ? [value, ...options] : options}
      loading={loading}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.user_id === b.user_id}
      getOptionLabel={(u) => u.username}
      renderOption={({ key, ...props }, u) => (
        <li key={key} {...props}>
          {t('senderOption', { username: u.username, count: u.count })}
          {u.organization ? ` · ${u.organization}` : ''}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('sender')}
          placeholder={t('anySender')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'feedback-filter-user' } }}
        />
      )}
    />
  );
}

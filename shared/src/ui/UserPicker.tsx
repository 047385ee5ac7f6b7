import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { UserInfo } from '../domain';
import { searchUsers } from '../http';
import { useSearchOptions } from './use-search-options';

const searchByText = (text: string) => searchUsers(text);

/** Staff and sales: choose an account by typing part of its username, name, phone, e-mail or organization. */
export function UserPicker({
  value,
  onChange,
  label,
  error,
  helperText,
  testId = 'user-picker',
}: {
  value: UserInfo | null;
  onChange: (user: UserInfo | null) => void;
  label: string;
  error?: boolean;
  helperText?: string;
  testId?: string;
}) {
  const [input, setInput] = useState('');
  const { options, loading } = useSearchOptions(searchByText, input);
  return (
    <Autocomplete
      value={value}
      onChange={(_e, v) => onChange(v)}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      loading={loading}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(u) => (u.organization ? `${u.username} · ${u.organization}` : u.username)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          helperText={helperText}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }}
        />
      )}
    />
  );
}

import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';

/** What ListSearchForm needs of the list's query schema for `q` (a zod schema answers it). */
export interface SearchTermRule {
  safeParse(
    value: string,
  ): { success: true; data?: string | undefined } | { success: false; error: { issues: { message: string }[] } };
}

export interface ListSearchFormProps {
  /** The field's label, also the accessible name of the search form. */
  label: string;
  /** Under the field while no error shows, e.g. what the search looks in. */
  help: string;
  submitLabel: string;
  /** The search the list keeps (its `q` filter): the field starts with it. */
  initialValue: string;
  /** The server's rule for the search term (the list query's `q` in @console/contracts), checked before sending. */
  rule: SearchTermRule;
  /** Called with the accepted term ('' when the field is cleared). */
  onSearch(term: string): void;
  /** The keyboard a phone shows (a number search asks for 'tel'). */
  inputMode?: 'text' | 'tel';
}

/**
 * The search box of a server-paged list: a role="search" form whose term is checked by the list
 * query's own rule, so a refused term says why in place and never reaches the server.
 */
export function ListSearchForm({
  label,
  help,
  submitLabel,
  initialValue,
  rule,
  onSearch,
  inputMode,
}: ListSearchFormProps) {
  const [term, setTerm] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = rule.safeParse(term);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setError(null);
    onSearch(parsed.data ?? '');
  };

  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} role="search" aria-label={label}>
      <TextField
        size="small"
        label={label}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? help}
        slotProps={inputMode ? { htmlInput: { inputMode } } : undefined}
      />
      <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start', mt: 0.25 }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

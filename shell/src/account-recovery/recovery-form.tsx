import type { FormEventHandler, ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { FailureAlert } from '@console/ui/failure-alert';

export interface RecoveryFormProps {
  /** The form's accessible name. */
  label: string;
  /** A heading above the help, for a step of its own (the new password). */
  title?: string;
  /** What the form does and what comes next, above the fields. */
  help: ReactNode;
  /** The last submission's error, already in the user's language. */
  failure: string | null;
  submitLabel: string;
  submitDisabled: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields (and any note before the submit button). */
  children: ReactNode;
}

/** The frame of every account-recovery form: help, the failure, the fields and one large submit button. */
export function RecoveryForm({
  label,
  title,
  help,
  failure,
  submitLabel,
  submitDisabled,
  onSubmit,
  children,
}: RecoveryFormProps) {
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={label}>
      {title ? (
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
      <FailureAlert message={failure} />
      {children}
      <Button type="submit" variant="contained" size="large" disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

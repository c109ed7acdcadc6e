import { TextField } from '@mui/material';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordStrengthMeter } from '../account/password-strength-meter';

/** One password input: what the form registered for it, its label and its error. */
export interface PasswordInput<Name extends string> {
  label: string;
  field: UseFormRegisterReturn<Name>;
  error?: string;
}

export interface NewPasswordFieldsProps {
  newPassword: PasswordInput<'newPassword'>;
  confirm: PasswordInput<'newPasswordConfirm'>;
  /** What is typed in the new password now, for the strength meter. */
  typed: string;
  /** The account's login id: the meter says when the password holds it. */
  loginId: string;
  autoFocus?: boolean;
}

/**
 * A new password, its strength meter and its confirmation: the same fields and rules for the
 * password change (/account/info/pwd) and the reset after a lost password.
 */
export function NewPasswordFields({ newPassword, confirm, typed, loginId, autoFocus }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={newPassword.label}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        {...newPassword.field}
        error={Boolean(newPassword.error)}
        helperText={newPassword.error}
      />
      <PasswordStrengthMeter password={typed} loginId={loginId} />
      <TextField
        label={confirm.label}
        type="password"
        autoComplete="new-password"
        {...confirm.field}
        error={Boolean(confirm.error)}
        helperText={confirm.error}
      />
    </>
  );
}

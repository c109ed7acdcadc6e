import { Alert, type SxProps, type Theme } from '@mui/material';

export interface FailureAlertProps {
  /** What went wrong, already in the user's language; nothing shows while it is null or empty. */
  message: string | null | undefined;
  /** Gives the alert a close button. */
  onClose?(): void;
  sx?: SxProps<Theme>;
}

/** The error of a form or an action, announced to screen readers (role="alert") where it happened. */
export function FailureAlert({ message, onClose, sx }: FailureAlertProps) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={sx} onClose={onClose}>
      {message}
    </Alert>
  );
}

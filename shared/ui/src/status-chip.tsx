import { Chip } from '@mui/material';

/** What a status means to the user, not which status it is: each screen maps its own enum. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

const TONE_COLOR = {
  neutral: 'default',
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
} as const;

export interface StatusChipProps {
  /** The status in the user's language: "심사 중", "승인" ... */
  label: string;
  tone: StatusTone;
  /** Extra explanation on hover (e.g. a rejection reason). */
  title?: string;
}

/** A small coloured label for a row's state. */
export function StatusChip({ label, tone, title }: StatusChipProps) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={TONE_COLOR[tone]}
      label={label}
      title={title}
      sx={{ fontWeight: 600 }}
    />
  );
}

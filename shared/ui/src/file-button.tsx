import type { ChangeEvent, ReactNode } from 'react';
import { Button, type SxProps, type Theme } from '@mui/material';

export interface FileButtonProps {
  /** The button's text. */
  children: ReactNode;
  /** The file input's accessible name (tests and screen readers find the input by it). */
  inputLabel: string;
  /** File types offered by the browser's picker, e.g. ".csv,text/csv"; the server checks the bytes anyway. */
  accept: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  disabled?: boolean;
  size?: 'small' | 'medium' | 'large';
  sx?: SxProps<Theme>;
}

/** A button that opens the file picker: an outlined button labelling a hidden file input. */
export function FileButton({ children, inputLabel, accept, onChange, disabled, size, sx }: FileButtonProps) {
  return (
    <Button component="label" variant="outlined" size={size} disabled={disabled} sx={sx}>
      {children}
      <input hidden type="file" accept={accept} aria-label={inputLabel} onChange={onChange} />
    </Button>
  );
}

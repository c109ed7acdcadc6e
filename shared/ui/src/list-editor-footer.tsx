import type { ReactNode } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';

export interface ListEditorFooterProps {
  /** The list's own error (a rule on the whole list, e.g. too few rows), under its rows. */
  error?: string;
  addLabel: string;
  onAdd(): void;
  /** The list holds its maximum: adding is disabled. */
  full: boolean;
  /** Beside the add button: how many of how many, or that the list is full. */
  status?: ReactNode;
}

/** The foot of a form's list of rows (buttons, items, cards): the list's error, the add button and its count. */
export function ListEditorFooter({ error, addLabel, onAdd, full, status }: ListEditorFooterProps) {
  return (
    <>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <Box>
        <Stack direction="row" spacing={1} alignItems="center">
          <Button size="small" variant="outlined" disabled={full} onClick={onAdd}>
            {addLabel}
          </Button>
          {status ? (
            <Typography variant="caption" color="text.secondary">
              {status}
            </Typography>
          ) : null}
        </Stack>
      </Box>
    </>
  );
}

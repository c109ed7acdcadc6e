import { useId } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CallbackDocumentKind } from '@console/contracts/messaging';
import { DOCUMENT_ACCEPT, DOCUMENT_FIELD } from './callback-upload';

export interface DocumentFileFieldProps {
  kind: CallbackDocumentKind;
  file: File | null | undefined;
  error?: string;
  onChange(file: File | null): void;
}

/** One document to upload: what it is, the chosen file's name, and its error in place. */
export function DocumentFileField({ kind, file, error, onChange }: DocumentFileFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const label = t(`callbackForm.kinds.${kind}`);
  return (
    <Box>
      <Typography variant="subtitle2">{label}</Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {t(`callbackForm.kindHelp.${kind}`)}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
        <Button component="label" htmlFor={inputId} variant="outlined" size="small">
          {t('callbackForm.chooseFile')}
        </Button>
        <input
          id={inputId}
          type="file"
          hidden
          name={DOCUMENT_FIELD[kind]}
          accept={DOCUMENT_ACCEPT}
          aria-label={label}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
          {file?.name ?? t('callbackForm.noFile')}
        </Typography>
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}

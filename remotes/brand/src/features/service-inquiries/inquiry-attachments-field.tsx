import { useState } from 'react';
import { Alert, Box, FormLabel, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { INQUIRY_FILE_ACCEPT, INQUIRY_LIMITS, INQUIRY_FILE_MESSAGES } from '@console/contracts/inquiries';
import { FileButton } from '@console/ui/file-button';
import { checkInquiryFile } from './check-inquiry-file';
import { fileSizeText } from './file-size-text';

export interface InquiryAttachmentsFieldProps {
  /** The accepted files, in the order picked. */
  files: File[];
  onChange(files: File[]): void;
  /** The server's refusal of the files, shown in place. */
  serverError?: string | null;
  disabled?: boolean;
  /** Distinguishes two fields on one page (the file input's id). */
  idPrefix: string;
}

/**
 * Up to three attachments, each judged in the browser as it is picked (type by its bytes, size) with the
 * server's own rule: a refused file is named with its problem and never sent.
 */
export function InquiryAttachmentsField({
  files,
  onChange,
  serverError,
  disabled,
  idPrefix,
}: InquiryAttachmentsFieldProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const full = files.length >= INQUIRY_LIMITS.attachmentsPerMessage;

  const add = async (file: File) => {
    setProblem(null);
    if (full) {
      setProblem(INQUIRY_FILE_MESSAGES.tooMany);
      return;
    }
    setChecking(true);
    const found = await checkInquiryFile(file).catch(() => t('serviceInquiry.form.fileUnreadable'));
    setChecking(false);
    if (found) setProblem(`${file.name}: ${found}`);
    else onChange([...files, file]);
  };

  const shown = problem ?? serverError ?? null;
  return (
    <Box>
      <FormLabel component="div" id={`${idPrefix}-label`} sx={{ mb: 0.5 }}>
        {t('serviceInquiry.form.attachments')}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('serviceInquiry.form.attachmentsRule', {
          count: INQUIRY_LIMITS.attachmentsPerMessage,
          mb: INQUIRY_LIMITS.attachmentMaxBytes / 1024 / 1024,
        })}
      </Typography>
      <FileButton
        inputLabel={t('serviceInquiry.form.fileInput')}
        accept={INQUIRY_FILE_ACCEPT}
        disabled={disabled || full || checking}
        size="small"
        onChange={(event) => {
          const next = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (next) void add(next);
        }}
      >
        {t('serviceInquiry.form.choose')}
      </FileButton>
      {files.length > 0 ? (
        <List dense aria-labelledby={`${idPrefix}-label`} sx={{ mt: 1 }}>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${index}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t('serviceInquiry.form.remove', { name: file.name })}
                  disabled={disabled}
                  onClick={() => {
                    setProblem(null);
                    onChange(files.filter((_, i) => i !== index));
                  }}
                >
                  <span aria-hidden>×</span>
                </IconButton>
              }
            >
              <ListItemText
                primary={file.name}
                secondary={fileSizeText(t, file.size)}
                sx={{ wordBreak: 'break-all' }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      <Stack sx={{ mt: 1 }} aria-live="polite">
        {checking ? (
          <Typography variant="body2" color="text.secondary">
            {t('serviceInquiry.form.checking')}
          </Typography>
        ) : shown ? (
          <Alert severity="error" role="alert">
            {shown}
          </Alert>
        ) : null}
      </Stack>
    </Box>
  );
}

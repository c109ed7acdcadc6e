import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INQUIRY_FILE_FIELD, InquiryFollowUpFields } from '@console/contracts/inquiries';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { FailureAlert } from '@console/ui/failure-alert';
import { useFollowUp } from './inquiry-api';
import { InquiryAttachmentsField } from './inquiry-attachments-field';

/** A follow-up question on the same inquiry, with up to three attachments checked in place. */
export function InquiryFollowUpForm({ seq }: { seq: number }) {
  const { t } = useTranslation();
  const ui = useUi();
  const followUp = useFollowUp(seq);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InquiryFollowUpFields>({
    resolver: zodResolver(InquiryFollowUpFields),
    defaultValues: { body: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setFileError(null);
    try {
      await followUp.mutateAsync({ body: values.body, files });
      form.reset({ body: '' });
      setFiles([]);
      ui.toast(t('serviceInquiry.detail.followUpSent'), 'success');
    } catch (error) {
      const onFiles = isApiError(error) ? error.fieldError(INQUIRY_FILE_FIELD) : undefined;
      if (onFiles) setFileError(onFiles);
      else
        setFailure(
          isApiError(error) ? showServerErrors(form.setError, error, ['body']) : t('serviceInquiry.form.failed'),
        );
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="inquiry-follow-up-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="inquiry-follow-up-title" variant="h6" component="h2">
        {t('serviceInquiry.detail.followUpTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('serviceInquiry.detail.followUpHelp')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        <FailureAlert message={failure} />
        <TextField
          {...form.register('body')}
          required
          multiline
          minRows={4}
          label={t('serviceInquiry.detail.followUpBody')}
          error={Boolean(form.formState.errors.body)}
          helperText={form.formState.errors.body?.message}
        />
        <InquiryAttachmentsField
          idPrefix="inquiry-follow-up-files"
          files={files}
          onChange={(next) => {
            setFileError(null);
            setFiles(next);
          }}
          serverError={fileError}
          disabled={busy}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('serviceInquiry.form.submitting') : t('serviceInquiry.detail.followUpSubmit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

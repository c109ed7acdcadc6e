import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { INQUIRY_FILE_FIELD, InquiryCategory, InquiryWriteFields } from '@console/contracts/inquiries';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { FailureAlert } from '@console/ui/failure-alert';
import { PageHeader } from '@console/ui/page-header';
import { useMyTeams, useWriteInquiry } from './inquiry-api';
import { InquiryAttachmentsField } from './inquiry-attachments-field';
import { inquiryPath } from './inquiry-paths';

/** The contract's fields as the form holds them: the category and team as the select's strings. */
const WriteForm = InquiryWriteFields.extend({
  category: z.string().pipe(InquiryCategory),
  teamSeq: z.string(),
});
type WriteFormInput = z.input<typeof WriteForm>;
type WriteFormOutput = z.output<typeof WriteForm>;
const FIELDS = ['category', 'teamSeq', 'title', 'body'];

/**
 * /brand/customers/serviceInquiry/write: category, the team concerned (one of the user's teams), title,
 * body and up to three attachments checked in place; the privacy note says what is kept and how long.
 * After sending, the new inquiry's thread opens.
 */
export function ServiceInquiryWritePage() {
  const { t } = useTranslation();
  const ui = useUi();
  const navigate = useNavigate();
  const teams = useMyTeams();
  const write = useWriteInquiry();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<WriteFormInput, unknown, WriteFormOutput>({
    resolver: zodResolver(WriteForm),
    defaultValues: { category: '', teamSeq: '', title: '', body: '' },
  });
  const back = inquiryPath('service-inquiry-list');

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setFileError(null);
    try {
      const detail = await write.mutateAsync({ ...values, files });
      ui.toast(t('serviceInquiry.form.sent'), 'success');
      void navigate(inquiryPath('service-inquiry-detail', { seq: detail.seq }));
    } catch (error) {
      const onFiles = isApiError(error) ? error.fieldError(INQUIRY_FILE_FIELD) : undefined;
      if (onFiles) {
        setFileError(onFiles);
        return;
      }
      setFailure(
        isApiError(error)
          ? showServerErrors(form.setError, error, FIELDS, { focus: true })
          : t('serviceInquiry.form.failed'),
      );
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, md: 3 }, py: 4 }}>
      <PageHeader
        title={t('serviceInquiry.form.title')}
        description={t('serviceInquiry.form.description')}
        actions={
          <Button component={Link} to={back} color="inherit">
            {t('serviceInquiry.backToList')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={3} noValidate onSubmit={onSubmit} aria-label={t('serviceInquiry.form.title')}>
          <FailureAlert message={failure} />
          <Controller
            control={form.control}
            name="category"
            render={({ field, fieldState }) => (
              <TextField
                select
                required
                label={t('serviceInquiry.form.category')}
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {InquiryCategory.options.map((category) => (
                  <MenuItem key={category} value={category}>
                    {t(`serviceInquiry.categories.${category}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="teamSeq"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('serviceInquiry.form.team')}
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t('serviceInquiry.form.teamHelp')}
              >
                <MenuItem value="">{t('serviceInquiry.form.noTeam')}</MenuItem>
                {(teams.data?.items ?? []).map((team) => (
                  <MenuItem key={team.teamSeq} value={String(team.teamSeq)}>
                    {team.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            {...form.register('title')}
            required
            label={t('serviceInquiry.form.subject')}
            error={Boolean(form.formState.errors.title)}
            helperText={form.formState.errors.title?.message}
          />
          <TextField
            {...form.register('body')}
            required
            multiline
            minRows={8}
            label={t('serviceInquiry.form.body')}
            error={Boolean(form.formState.errors.body)}
            helperText={form.formState.errors.body?.message ?? t('serviceInquiry.form.bodyHelp')}
          />
          <InquiryAttachmentsField
            idPrefix="inquiry-write-files"
            files={files}
            onChange={(next) => {
              setFileError(null);
              setFiles(next);
            }}
            serverError={fileError}
            disabled={busy}
          />
          <Alert severity="info" variant="outlined" role="note">
            <Typography variant="subtitle2" component="h2">
              {t('serviceInquiry.form.privacyTitle')}
            </Typography>
            <Typography variant="body2">{t('serviceInquiry.form.privacy')}</Typography>
          </Alert>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t('serviceInquiry.form.submitting') : t('serviceInquiry.form.submit')}
            </Button>
            <Button component={Link} to={back} color="inherit">
              {t('serviceInquiry.form.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}

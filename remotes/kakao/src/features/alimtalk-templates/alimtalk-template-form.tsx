import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AlimtalkButtonType,
  alimtalkReviewWarnings,
  countKakaoChars,
  KAKAO_LIMITS,
  KAKAO_REVIEW_BUSINESS_DAYS,
  QUICK_REPLY_TYPES,
  type AlimtalkTemplateDetail,
  type AlimtalkTemplateFormValues,
  type AlimtalkTemplateInput,
} from '@console/contracts/kakao';
import { isApiError } from '@console/platform/api-error';
import { useTeamSeq, useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { useObjectUrl } from '@console/send-kit/images/message-image';
import { CategoryCascadeSelect } from '../kakao-categories/category-cascade-select';
import { useKakaoCategories } from '../kakao-categories/get-kakao-categories';
import { useSenderKeys } from '../sender-keys/get-sender-keys';
import { AlimtalkButtonsEditor } from './alimtalk-buttons-editor';
import { AlimtalkContentFields } from './alimtalk-content-fields';
import { AlimtalkPhonePreview } from './alimtalk-phone-preview';
import { AlimtalkPreviewSamples } from './alimtalk-preview-samples';
import { AlimtalkReviewWarnings } from './alimtalk-review-warnings';
import {
  EMPTY_TEMPLATE,
  forSubmission,
  TEMPLATE_FIELDS,
  templateResolver,
  templateVariables,
  valuesOf,
} from './alimtalk-template-values';
import { EmphasisFields, MessageTypeField } from './alimtalk-type-fields';
import { useCheckAlimtalkTemplate } from './check-alimtalk-template';
import { useSaveAlimtalkTemplate } from './save-alimtalk-template';
import { useKakaoImageUrl } from './use-kakao-image-url';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack spacing={1.5} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" fontWeight={700}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The alimtalk template form of /kakao/template/alimtalk/regist and of an edit (REQUESTED or REJECTED,
 * resubmitted with PUT): every field of AlimtalkTemplateInput, checked in place by the shared schema,
 * the pre-review warnings while typing, and the live KakaoTalk preview beside it.
 */
export function AlimtalkTemplateForm({
  template,
  onSaved,
  onCancel,
}: {
  template?: AlimtalkTemplateDetail;
  onSaved(detail: AlimtalkTemplateDetail): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const ui = useUi();
  const teamSeq = useTeamSeq();
  const profiles = useSenderKeys(teamSeq, { page: 1, size: 100, status: 'ACTIVE' });
  const categories = useKakaoCategories(teamSeq);
  const save = useSaveAlimtalkTemplate(template?.seq);
  const check = useCheckAlimtalkTemplate();
  const [failure, setFailure] = useState<string | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const [samples, setSamples] = useState<Record<string, string>>({});
  const [localImage, setLocalImage] = useState<{ seq: number; file: File } | null>(null);
  const form = useForm<AlimtalkTemplateFormValues, unknown, AlimtalkTemplateInput>({
    resolver: templateResolver,
    defaultValues: template ? valuesOf(template) : EMPTY_TEMPLATE,
  });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as AlimtalkTemplateFormValues;
  const shown = forSubmission(values);
  const warnings = alimtalkReviewWarnings(shown);
  const variables = templateVariables(values);

  const options = profiles.data?.items.map((p) => ({ seq: p.seq, label: `${p.channelName} (${p.channelId})` })) ?? [];
  if (template && !options.some((o) => o.seq === template.senderProfileSeq))
    options.push({ seq: template.senderProfileSeq, label: template.channelId });
  const profileName =
    profiles.data?.items.find((p) => p.seq === values.senderProfileSeq)?.channelName ??
    (template && template.senderProfileSeq === values.senderProfileSeq ? template.channelId : null);
  const localUrl = useObjectUrl(localImage && localImage.seq === values.imageSeq ? localImage.file : null);
  const storedUrl = useKakaoImageUrl(teamSeq, localImage?.seq === values.imageSeq ? null : values.imageSeq);

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    setChecked(null);
    try {
      const detail = await save.mutateAsync(input);
      ui.toast(t(template ? 'templates.form.resubmitted' : 'templates.form.submitted'), 'success');
      onSaved(detail);
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, TEMPLATE_FIELDS, { focus: true }));
    }
  });

  /** The server's pre-review check: what the browser cannot know (the profile's state, a code already taken). */
  const runCheck = form.handleSubmit(async (input) => {
    setFailure(null);
    setChecked(null);
    try {
      const answer = await check.mutateAsync(input);
      for (const problem of answer.problems)
        form.setError(problem.field as Path<AlimtalkTemplateFormValues>, { type: 'server', message: problem.message });
      if (answer.problems.length > 0) setFailure(t('templates.form.checkProblems', { count: answer.problems.length }));
      else setChecked(t('templates.form.checkPassed', { count: answer.warnings.length }));
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, TEMPLATE_FIELDS, { focus: true }));
    }
  });

  return (
    <FormProvider {...form}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} alignItems="flex-start">
        <Paper variant="outlined" sx={{ p: 2.5, flex: 1, minWidth: 0, width: '100%' }}>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-label={t(template ? 'templates.form.editTitle' : 'templates.form.title')}
          >
            <Stack spacing={3}>
              <Typography variant="body2" color="text.secondary">
                {t('templates.form.intro', { days: KAKAO_REVIEW_BUSINESS_DAYS })}
              </Typography>
              {template?.status === 'REJECTED' && template.rejectReason ? (
                <Alert severity="warning">{t('templates.rejectReason', { reason: template.rejectReason })}</Alert>
              ) : null}
              {failure ? (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <Section title={t('templates.form.basics')}>
                <Controller
                  control={form.control}
                  name="senderProfileSeq"
                  render={({ field }) => (
                    <TextField
                      select
                      label={t('templates.form.senderProfile')}
                      required
                      value={field.value ?? ''}
                      onChange={(event) => field.onChange(Number(event.target.value))}
                      inputRef={field.ref}
                      error={Boolean(errors.senderProfileSeq)}
                      helperText={
                        errors.senderProfileSeq?.message ??
                        (profiles.isSuccess && options.length === 0
                          ? t('templates.form.noProfiles')
                          : t('templates.form.senderProfileHelp'))
                      }
                    >
                      {options.map((option) => (
                        <MenuItem key={option.seq} value={option.seq}>
                          {option.label}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                  <TextField
                    label={t('templates.form.code')}
                    required
                    {...form.register('code')}
                    error={Boolean(errors.code)}
                    helperText={
                      errors.code?.message ?? t('templates.form.codeHelp', { max: KAKAO_LIMITS.templateCodeMax })
                    }
                    sx={{ flex: 1 }}
                  />
                  <TextField
                    label={t('templates.form.name')}
                    required
                    {...form.register('name')}
                    error={Boolean(errors.name)}
                    helperText={
                      errors.name?.message ??
                      t('templates.form.count', {
                        count: countKakaoChars(values.name ?? ''),
                        max: KAKAO_LIMITS.templateNameMax,
                      })
                    }
                    sx={{ flex: 1 }}
                  />
                </Stack>
                {categories.isPending ? (
                  <CircularProgress size={24} aria-label={t('templates.form.categoryLoading')} />
                ) : categories.isError ? (
                  <Alert severity="error">
                    {isApiError(categories.error) ? categories.error.message : t('templates.form.categoryFailed')}
                  </Alert>
                ) : (
                  <Controller
                    control={form.control}
                    name="categoryCode"
                    render={({ field }) => (
                      <CategoryCascadeSelect
                        label={t('templates.form.category')}
                        levelLabels={[t('templates.form.categoryLevel1'), t('templates.form.categoryLevel2')]}
                        tree={categories.data.template}
                        value={field.value ?? ''}
                        onChange={(code) => {
                          field.onChange(code);
                          if (form.formState.isSubmitted) void form.trigger('categoryCode');
                        }}
                        error={errors.categoryCode?.message}
                      />
                    )}
                  />
                )}
              </Section>
              <Section title={t('templates.form.typeSection')}>
                <MessageTypeField />
                <EmphasisFields onImageUploaded={(seq, file) => setLocalImage({ seq, file })} />
              </Section>
              <Section title={t('templates.form.contentSection')}>
                <AlimtalkContentFields />
              </Section>
              <Section title={t('templates.form.buttons')}>
                <Typography variant="caption" color="text.secondary">
                  {t('templates.form.buttonsHelp', { max: KAKAO_LIMITS.buttonsMax, name: KAKAO_LIMITS.buttonNameMax })}
                </Typography>
                <AlimtalkButtonsEditor
                  name="buttons"
                  types={AlimtalkButtonType.options}
                  max={KAKAO_LIMITS.buttonsMax}
                  itemLabel={t('templates.form.button')}
                  addLabel={t('templates.form.addButton')}
                />
              </Section>
              <Section title={t('templates.form.quickReplies')}>
                <Typography variant="caption" color="text.secondary">
                  {t('templates.form.quickRepliesHelp', { max: KAKAO_LIMITS.quickRepliesMax })}
                </Typography>
                <AlimtalkButtonsEditor
                  name="quickReplies"
                  types={QUICK_REPLY_TYPES}
                  max={KAKAO_LIMITS.quickRepliesMax}
                  itemLabel={t('templates.form.quickReply')}
                  addLabel={t('templates.form.addQuickReply')}
                />
              </Section>
              <AlimtalkReviewWarnings warnings={warnings} />
              {checked ? <Alert severity="success">{checked}</Alert> : null}
              <Stack direction="row" spacing={1} justifyContent="flex-end" flexWrap="wrap">
                <Button color="inherit" onClick={onCancel}>
                  {t('templates.cancel')}
                </Button>
                <Button variant="outlined" onClick={() => void runCheck()} disabled={check.isPending || isSubmitting}>
                  {t('templates.form.check')}
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {t(template ? 'templates.form.resubmit' : 'templates.form.submit')}
                </Button>
              </Stack>
            </Stack>
          </form>
        </Paper>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <AlimtalkPhonePreview
            channelName={profileName}
            template={shown}
            imageUrl={localUrl ?? storedUrl}
            samples={samples}
          />
          <AlimtalkPreviewSamples variables={variables} samples={samples} onChange={setSamples} />
        </Box>
      </Stack>
    </FormProvider>
  );
}

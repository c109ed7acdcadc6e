import { useState } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { Controller, FormProvider, get, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
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
import { FailureAlert } from '@console/ui/failure-alert';
import { CategoryCascadeSelect } from '../kakao-categories/category-cascade-select';
import { useKakaoCategories } from '../kakao-categories/get-kakao-categories';
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
import { TemplateFormLayout } from './template-form-layout';
import { TemplateFormSection } from './template-form-section';
import { TemplateProfileField } from './template-profile-field';
import { useKakaoImageUrl } from './use-kakao-image-url';
import { useTemplateProfiles } from './use-template-profiles';

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
  const profiles = useTemplateProfiles(teamSeq, template);
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
    // The form library would focus in the order fields registered (the text fields before the
    // selects): focusFirstError follows the form's own order instead.
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as AlimtalkTemplateFormValues;
  const shown = forSubmission(values);
  const warnings = alimtalkReviewWarnings(shown);
  const variables = templateVariables(values);

  const localUrl = useObjectUrl(localImage && localImage.seq === values.imageSeq ? localImage.file : null);
  const storedUrl = useKakaoImageUrl(teamSeq, localImage?.seq === values.imageSeq ? null : values.imageSeq);

  /** A refused submit moves the focus to the first field in error, top to bottom (it reads its error). */
  const focusFirstError = (invalid: FieldErrors<AlimtalkTemplateFormValues>) => {
    const first = TEMPLATE_FIELDS.find((field) => get(invalid, field));
    if (first) form.setFocus(first as Path<AlimtalkTemplateFormValues>);
  };

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
  }, focusFirstError);

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
  }, focusFirstError);

  return (
    <FormProvider {...form}>
      <TemplateFormLayout
        label={t(template ? 'templates.form.editTitle' : 'templates.form.title')}
        onSubmit={(event) => void submit(event)}
        onCancel={onCancel}
        submitLabel={t(template ? 'templates.form.resubmit' : 'templates.form.submit')}
        submitting={isSubmitting}
        moreActions={
          <Button variant="outlined" onClick={() => void runCheck()} disabled={check.isPending || isSubmitting}>
            {t('templates.form.check')}
          </Button>
        }
        preview={
          <>
            <AlimtalkPhonePreview
              channelName={profiles.channelNameOf(values.senderProfileSeq)}
              template={shown}
              imageUrl={localUrl ?? storedUrl}
              samples={samples}
            />
            <AlimtalkPreviewSamples variables={variables} samples={samples} onChange={setSamples} />
          </>
        }
      >
        <Typography variant="body2" color="text.secondary">
          {t('templates.form.intro', { days: KAKAO_REVIEW_BUSINESS_DAYS })}
        </Typography>
        {template?.status === 'REJECTED' && template.rejectReason ? (
          <Alert severity="warning">{t('templates.rejectReason', { reason: template.rejectReason })}</Alert>
        ) : null}
        <FailureAlert message={failure} />
        <TemplateFormSection title={t('kakaoTemplates.form.basics')}>
          <TemplateProfileField
            options={profiles.options}
            none={profiles.none}
            help={t('templates.form.senderProfileHelp')}
            noProfiles={t('templates.form.noProfiles')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              label={t('templates.form.code')}
              required
              {...form.register('code')}
              error={Boolean(errors.code)}
              helperText={errors.code?.message ?? t('templates.form.codeHelp', { max: KAKAO_LIMITS.templateCodeMax })}
              sx={{ flex: 1 }}
            />
            <TextField
              label={t('kakaoTemplates.form.name')}
              required
              {...form.register('name')}
              error={Boolean(errors.name)}
              helperText={
                errors.name?.message ??
                t('kakaoTemplates.form.count', {
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
        </TemplateFormSection>
        <TemplateFormSection title={t('templates.form.typeSection')}>
          <MessageTypeField />
          <EmphasisFields onImageUploaded={(seq, file) => setLocalImage({ seq, file })} />
        </TemplateFormSection>
        <TemplateFormSection title={t('templates.form.contentSection')}>
          <AlimtalkContentFields />
        </TemplateFormSection>
        <TemplateFormSection title={t('kakaoTemplates.form.buttons')}>
          <Typography variant="caption" color="text.secondary">
            {t('templates.form.buttonsHelp', { max: KAKAO_LIMITS.buttonsMax, name: KAKAO_LIMITS.buttonNameMax })}
          </Typography>
          <AlimtalkButtonsEditor
            name="buttons"
            types={AlimtalkButtonType.options}
            max={KAKAO_LIMITS.buttonsMax}
            itemLabel={t('kakaoTemplates.form.button')}
            addLabel={t('templates.form.addButton')}
          />
        </TemplateFormSection>
        <TemplateFormSection title={t('templates.form.quickReplies')}>
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
        </TemplateFormSection>
        <AlimtalkReviewWarnings warnings={warnings} />
        {checked ? <Alert severity="success">{checked}</Alert> : null}
      </TemplateFormLayout>
    </FormProvider>
  );
}

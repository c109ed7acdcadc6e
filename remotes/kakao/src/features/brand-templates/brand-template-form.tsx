import { useState } from 'react';
import { Alert, TextField, Typography } from '@mui/material';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BRAND_LIMITS,
  countKakaoChars,
  type BrandTemplate,
  type BrandTemplateFormValues,
  type BrandTemplateInput,
} from '@console/contracts/kakao';
import { useTeamSeq, useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { FailureAlert } from '@console/ui/failure-alert';
import { TemplateFormLayout } from '../alimtalk-templates/template-form-layout';
import { TemplateFormSection } from '../alimtalk-templates/template-form-section';
import { TemplateProfileField } from '../alimtalk-templates/template-profile-field';
import { useTemplateProfiles } from '../alimtalk-templates/use-template-profiles';
import { BrandBodyFields, BrandTypeField } from './brand-body-fields';
import { BrandButtonsEditor } from './brand-buttons-editor';
import { BrandCardsEditor } from './brand-cards-editor';
import { BrandItemsEditor } from './brand-items-editor';
import { BrandMessagePreview } from './brand-message-preview';
import {
  BRAND_TEMPLATE_FIELDS,
  brandTemplateResolver,
  brandValuesOf,
  EMPTY_BRAND_TEMPLATE,
  forSubmission,
} from './brand-template-values';
import { useSaveBrandTemplate } from './save-brand-template';

/**
 * The brand template form of /kakao/template/brand-message/regist and of an edit (PUT, while no send
 * used it): every bubble type with its limits, checked in place by the contract's schema, and the live
 * KakaoTalk preview beside it.
 */
export function BrandTemplateForm({
  template,
  onSaved,
  onCancel,
}: {
  template?: BrandTemplate;
  onSaved(saved: BrandTemplate): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const ui = useUi();
  const teamSeq = useTeamSeq();
  const profiles = useTemplateProfiles(teamSeq, template);
  const save = useSaveBrandTemplate(template?.seq);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BrandTemplateFormValues, unknown, BrandTemplateInput>({
    resolver: brandTemplateResolver,
    defaultValues: template ? brandValuesOf(template) : EMPTY_BRAND_TEMPLATE,
  });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as BrandTemplateFormValues;
  const shown = forSubmission(values);
  const type = shown.type;
  const nameCount = countKakaoChars(values.name ?? '');

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(input);
      ui.toast(t(template ? 'brandTemplates.form.updated' : 'brandTemplates.form.created'), 'success');
      onSaved(saved);
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, BRAND_TEMPLATE_FIELDS, { focus: true }));
    }
  });

  return (
    <FormProvider {...form}>
      <TemplateFormLayout
        label={t(template ? 'brandTemplates.form.editTitle' : 'brandTemplates.form.title')}
        onSubmit={(event) => void submit(event)}
        onCancel={onCancel}
        submitLabel={t(template ? 'brandTemplates.form.update' : 'brandTemplates.form.submit')}
        submitting={isSubmitting}
        preview={
          <BrandMessagePreview
            channelName={profiles.channelNameOf(values.senderProfileSeq)}
            message={shown}
            note={t('brandTemplates.preview.formNote')}
          />
        }
      >
        <Alert severity="info" role="note">
          {t('brandTemplates.form.intro')}
        </Alert>
        <FailureAlert message={failure} />
        <TemplateFormSection title={t('kakaoTemplates.form.basics')}>
          <TemplateProfileField
            options={profiles.options}
            none={profiles.none}
            help={t('brandTemplates.form.senderProfileHelp')}
            noProfiles={t('brandTemplates.form.noProfiles')}
          />
          <TextField
            label={t('kakaoTemplates.form.name')}
            required
            {...form.register('name')}
            error={Boolean(errors.name) || nameCount > BRAND_LIMITS.nameMax}
            helperText={
              errors.name?.message ?? t('brandTemplates.form.nameHelp', { count: nameCount, max: BRAND_LIMITS.nameMax })
            }
          />
        </TemplateFormSection>
        <TemplateFormSection title={t('brandTemplates.form.type')}>
          <BrandTypeField />
        </TemplateFormSection>
        <TemplateFormSection title={t('brandTemplates.form.contentSection')}>
          <BrandBodyFields />
          {type === 'WIDE_ITEM_LIST' ? <BrandItemsEditor /> : null}
          {type === 'CAROUSEL_FEED' ? <BrandCardsEditor /> : null}
        </TemplateFormSection>
        {type === 'CAROUSEL_FEED' ? null : (
          <TemplateFormSection title={t('kakaoTemplates.form.buttons')}>
            <Typography variant="caption" color="text.secondary">
              {t('brandTemplates.form.buttonsHelp', {
                max: BRAND_LIMITS.buttonsMax[type],
                name: BRAND_LIMITS.buttonNameMax[type],
              })}
            </Typography>
            <BrandButtonsEditor
              name="buttons"
              max={BRAND_LIMITS.buttonsMax[type]}
              nameMax={BRAND_LIMITS.buttonNameMax[type]}
              itemLabel={t('kakaoTemplates.form.button')}
            />
          </TemplateFormSection>
        )}
      </TemplateFormLayout>
    </FormProvider>
  );
}

import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
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
import { useSenderKeys } from '../sender-keys/get-sender-keys';
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

function Section({ title, children }: { title: string; children: ReactNode }) {
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
  const profiles = useSenderKeys(teamSeq, { page: 1, size: 100, status: 'ACTIVE' });
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

  const options = profiles.data?.items.map((p) => ({ seq: p.seq, label: `${p.channelName} (${p.channelId})` })) ?? [];
  if (template && !options.some((option) => option.seq === template.senderProfileSeq))
    options.push({ seq: template.senderProfileSeq, label: template.channelId });
  const channelName =
    profiles.data?.items.find((p) => p.seq === values.senderProfileSeq)?.channelName ??
    (template && template.senderProfileSeq === values.senderProfileSeq ? template.channelId : null);

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
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} alignItems="flex-start">
        <Paper variant="outlined" sx={{ p: 2.5, flex: 1, minWidth: 0, width: '100%' }}>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-label={t(template ? 'brandTemplates.form.editTitle' : 'brandTemplates.form.title')}
          >
            <Stack spacing={3}>
              <Alert severity="info" role="note">
                {t('brandTemplates.form.intro')}
              </Alert>
              {failure ? (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <Section title={t('brandTemplates.form.basics')}>
                <Controller
                  control={form.control}
                  name="senderProfileSeq"
                  render={({ field }) => (
                    <TextField
                      select
                      label={t('brandTemplates.form.senderProfile')}
                      required
                      value={field.value ?? ''}
                      onChange={(event) => field.onChange(Number(event.target.value))}
                      inputRef={field.ref}
                      error={Boolean(errors.senderProfileSeq)}
                      helperText={
                        errors.senderProfileSeq?.message ??
                        (profiles.isSuccess && options.length === 0
                          ? t('brandTemplates.form.noProfiles')
                          : t('brandTemplates.form.senderProfileHelp'))
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
                <TextField
                  label={t('brandTemplates.form.name')}
                  required
                  {...form.register('name')}
                  error={Boolean(errors.name) || nameCount > BRAND_LIMITS.nameMax}
                  helperText={
                    errors.name?.message ??
                    t('brandTemplates.form.nameHelp', { count: nameCount, max: BRAND_LIMITS.nameMax })
                  }
                />
              </Section>
              <Section title={t('brandTemplates.form.type')}>
                <BrandTypeField />
              </Section>
              <Section title={t('brandTemplates.form.contentSection')}>
                <BrandBodyFields />
                {type === 'WIDE_ITEM_LIST' ? <BrandItemsEditor /> : null}
                {type === 'CAROUSEL_FEED' ? <BrandCardsEditor /> : null}
              </Section>
              {type === 'CAROUSEL_FEED' ? null : (
                <Section title={t('brandTemplates.form.buttons')}>
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
                    itemLabel={t('brandTemplates.form.button')}
                  />
                </Section>
              )}
              <Stack direction="row" spacing={1} justifyContent="flex-end">
                <Button color="inherit" onClick={onCancel}>
                  {t('brandTemplates.cancel')}
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {t(template ? 'brandTemplates.form.update' : 'brandTemplates.form.submit')}
                </Button>
              </Stack>
            </Stack>
          </form>
        </Paper>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
          <BrandMessagePreview channelName={channelName} message={shown} note={t('brandTemplates.preview.formNote')} />
        </Box>
      </Stack>
    </FormProvider>
  );
}

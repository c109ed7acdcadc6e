import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  countRcsChars,
  RCS_LIMITS,
  RCS_REVIEW_BUSINESS_DAYS,
  RcsTemplateInput,
  RcsTemplateKind,
  rcsVariableNames,
  type RcsBrand,
  type RcsTemplate,
  type RcsTemplateDetail,
  type RcsTemplateFormValues,
} from '@console/contracts/rcs';
import { useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { errorAt, RcsButtonsEditor } from './rcs-buttons-editor';
import { LazyRcsCardsEditor } from './lazy-rcs-cards-editor';
import { useLocalImages } from './rcs-local-images';
import { RCS_IMAGE_MB } from './rcs-image-file';
import { RcsPhonePreview } from './rcs-phone-preview';
import { useSaveRcsTemplate } from './save-rcs-template';

const FIELDS = ['name', 'kind', 'body', 'buttons', 'cards'];

/** Only what the chosen kind carries is checked and sent: a text template's cards or an image template's own buttons are dropped. */
const forKind = (values: RcsTemplateFormValues): RcsTemplateFormValues =>
  values.kind === 'TEXT' ? { ...values, cards: [] } : { ...values, buttons: [] };

const schemaResolver = zodResolver(RcsTemplateInput);
const resolver: Resolver<RcsTemplateFormValues, unknown, RcsTemplateInput> = (values, context, options) =>
  schemaResolver(forKind(values), context, options) as ReturnType<
    Resolver<RcsTemplateFormValues, unknown, RcsTemplateInput>
  >;

const EMPTY: RcsTemplateFormValues = { name: '', kind: 'TEXT', body: '', buttons: [], cards: [] };

const valuesOf = (template: RcsTemplate): RcsTemplateFormValues => ({
  name: template.name,
  kind: template.kind,
  body: template.body,
  buttons: template.buttons,
  cards: template.cards,
});

/**
 * The template form of /rcs/template/regist and of a rejected template's edit: name, kind, body with
 * a live character count, buttons or image cards, and a phone preview. The shared zod schema checks
 * it in place; the server's field errors land on the same fields.
 */
export function RcsTemplateForm({
  brand,
  template,
  onSaved,
  onCancel,
}: {
  brand: RcsBrand;
  template?: RcsTemplate;
  onSaved(detail: RcsTemplateDetail): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const ui = useUi();
  const save = useSaveRcsTemplate(template?.seq);
  const [failure, setFailure] = useState<string | null>(null);
  const { localImages, onUploaded } = useLocalImages();
  const form = useForm<RcsTemplateFormValues, unknown, RcsTemplateInput>({
    resolver,
    defaultValues: template ? valuesOf(template) : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const [kind, name, body, buttons, cards] = useWatch({
    control: form.control,
    name: ['kind', 'name', 'body', 'buttons', 'cards'],
  });
  const limits = kind === 'IMAGE' ? RCS_LIMITS.imageTemplate : RCS_LIMITS.textTemplate;
  const count = countRcsChars(body ?? '');
  const over = count - limits.bodyMax;
  const variables = rcsVariableNames(body ?? '');

  const onKind = (next: RcsTemplateKind) => {
    form.setValue('kind', next);
    // An image template needs a card: start with one to fill in.
    if (next === 'IMAGE' && (form.getValues('cards') ?? []).length === 0)
      form.setValue('cards', [{ imageSeq: undefined as unknown as number, buttons: [] }]);
    if (form.formState.isSubmitted) void form.trigger();
  };

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const detail = await save.mutateAsync(input);
      ui.toast(t('rcs.form.submitted'), 'success');
      onSaved(detail);
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { focus: true }));
    }
  });

  return (
    <FormProvider {...form}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} alignItems="flex-start">
        <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0, width: '100%' }}>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-label={t(template ? 'rcs.form.editTitle' : 'rcs.form.title')}
          >
            <Stack spacing={2.5}>
              <Typography variant="body2" color="text.secondary">
                {t('rcs.form.intro', { days: RCS_REVIEW_BUSINESS_DAYS })}
              </Typography>
              {template?.rejectReason ? (
                <Alert severity="warning">{t('rcs.rejectReason', { reason: template.rejectReason })}</Alert>
              ) : null}
              {failure ? (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <TextField
                label={t('rcs.form.name')}
                required
                {...form.register('name')}
                error={Boolean(errors.name)}
                helperText={
                  errors.name?.message ??
                  t('rcs.form.nameHelp', { count: countRcsChars((name ?? '').trim()), max: RCS_LIMITS.templateNameMax })
                }
              />
              <FormControl error={Boolean(errors.kind)}>
                <FormLabel id="rcs-template-kind">{t('rcs.form.kind')}</FormLabel>
                <Controller
                  control={form.control}
                  name="kind"
                  render={({ field }) => (
                    <RadioGroup
                      aria-labelledby="rcs-template-kind"
                      value={field.value}
                      onChange={(event) => onKind(event.target.value as RcsTemplateKind)}
                    >
                      {RcsTemplateKind.options.map((value) => (
                        <FormControlLabel
                          key={value}
                          value={value}
                          control={<Radio />}
                          label={t(`rcs.form.kindLimits.${value}`, {
                            body: (value === 'TEXT'
                              ? RCS_LIMITS.textTemplate.bodyMax
                              : RCS_LIMITS.imageTemplate.bodyMax
                            ).toLocaleString(),
                            buttons:
                              value === 'TEXT'
                                ? RCS_LIMITS.textTemplate.buttonsMax
                                : RCS_LIMITS.imageTemplate.buttonsPerCard,
                            cards: RCS_LIMITS.cardsMax,
                            mb: RCS_IMAGE_MB,
                          })}
                        />
                      ))}
                    </RadioGroup>
                  )}
                />
                {errors.kind ? <FormHelperText>{errors.kind.message}</FormHelperText> : null}
              </FormControl>
              <Box>
                <TextField
                  label={t('rcs.form.body')}
                  required
                  multiline
                  minRows={4}
                  fullWidth
                  {...form.register('body')}
                  error={Boolean(errors.body) || over > 0}
                  helperText={errors.body?.message ?? t('rcs.form.bodyHelp', { max: RCS_LIMITS.variablesMax })}
                />
                <Stack direction="row" justifyContent="space-between" sx={{ mt: 0.5 }}>
                  <Typography variant="caption" color="text.secondary">
                    {variables.length > 0
                      ? t('rcs.form.variables', { names: variables.map((v) => `#{${v}}`).join(', ') })
                      : ''}
                  </Typography>
                  <Typography
                    variant="caption"
                    color={over > 0 ? 'error' : 'text.secondary'}
                    aria-live="polite"
                    data-testid="rcs-body-count"
                  >
                    {t('rcs.form.bodyCount', { count, max: limits.bodyMax })}
                    {over > 0 ? ` · ${t('rcs.form.bodyOver', { over })}` : ''}
                  </Typography>
                </Stack>
              </Box>
              {kind === 'TEXT' ? (
                <Stack spacing={1}>
                  <Typography variant="subtitle2">{t('rcs.form.buttons')}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('rcs.form.buttonsHelp', {
                      max: RCS_LIMITS.textTemplate.buttonsMax,
                      label: RCS_LIMITS.buttonLabelMax,
                    })}
                  </Typography>
                  <RcsButtonsEditor name="buttons" max={RCS_LIMITS.textTemplate.buttonsMax} />
                </Stack>
              ) : (
                <Stack spacing={1}>
                  <Typography variant="subtitle2">{t('rcs.form.cards')}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('rcs.form.cardsHelp', {
                      max: RCS_LIMITS.cardsMax,
                      mb: RCS_IMAGE_MB,
                      buttons: RCS_LIMITS.imageTemplate.buttonsPerCard,
                    })}
                  </Typography>
                  <LazyRcsCardsEditor
                    buttonsPerCard={RCS_LIMITS.imageTemplate.buttonsPerCard}
                    localImages={localImages}
                    onUploaded={onUploaded}
                  />
                  {kind === 'IMAGE' && errorAt(errors, 'buttons') ? (
                    <FormHelperText error>{errorAt(errors, 'buttons')}</FormHelperText>
                  ) : null}
                </Stack>
              )}
              <Stack direction="row" spacing={1} justifyContent="flex-end">
                <Button color="inherit" onClick={onCancel}>
                  {t('rcs.cancel')}
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {t(template ? 'rcs.form.resubmit' : 'rcs.form.submit')}
                </Button>
              </Stack>
            </Stack>
          </form>
        </Paper>
        <RcsPhonePreview
          brandName={brand.name}
          logoImageSeq={brand.logoImageSeq}
          kind={kind ?? 'TEXT'}
          body={body ?? ''}
          buttons={buttons ?? []}
          cards={(cards ?? []).map((card) => ({
            imageSeq: card.imageSeq,
            localUrl: card.imageSeq ? localImages[card.imageSeq] : null,
            buttons: card.buttons ?? [],
          }))}
        />
      </Stack>
    </FormProvider>
  );
}

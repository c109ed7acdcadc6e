import { Paper, Stack, TextField, Typography } from '@mui/material';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BRAND_IMAGE_PURPOSE,
  BRAND_LIMITS,
  countKakaoChars,
  type BrandTemplateFormValues,
} from '@console/contracts/kakao';
import { ListEditorFooter } from '@console/ui/list-editor-footer';
import { errorAt } from '../alimtalk-templates/form-error-at';
import { RemoveRowButton } from '../alimtalk-templates/remove-row-button';
import { BrandButtonsEditor } from './brand-buttons-editor';
import { BrandImagePicker } from './brand-image-picker';
import { emptyCard } from './brand-template-values';

/** The 2 to 6 cards of a carousel feed: each a title, a text, an image and up to 2 buttons. */
export function BrandCardsEditor() {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<BrandTemplateFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'cards' });
  const cards = useWatch({ control, name: 'cards' });
  const { errors } = formState;

  return (
    <Stack spacing={2}>
      {fields.map((field, index) => {
        const label = t('brandTemplates.form.card', { index: index + 1 });
        const headerError = errorAt(errors, `cards.${index}.header`);
        const messageError = errorAt(errors, `cards.${index}.message`);
        const headerCount = countKakaoChars(cards?.[index]?.header ?? '');
        const messageCount = countKakaoChars(cards?.[index]?.message ?? '');
        return (
          <Paper key={field.id} variant="outlined" sx={{ p: 1.5 }} component="fieldset" aria-label={label}>
            <Stack spacing={1.5}>
              <Stack direction="row" justifyContent="space-between" alignItems="center">
                <Typography variant="subtitle2">{label}</Typography>
                <RemoveRowButton
                  label={label}
                  disabled={fields.length <= BRAND_LIMITS.cardsMin}
                  onClick={() => remove(index)}
                />
              </Stack>
              <TextField
                size="small"
                required
                label={t('brandTemplates.form.cardHeader', { label })}
                {...register(`cards.${index}.header`)}
                error={Boolean(headerError) || headerCount > BRAND_LIMITS.cardHeaderMax}
                helperText={
                  headerError ?? t('kakaoTemplates.form.count', { count: headerCount, max: BRAND_LIMITS.cardHeaderMax })
                }
              />
              <TextField
                size="small"
                required
                multiline
                minRows={3}
                label={t('brandTemplates.form.cardMessage', { label })}
                {...register(`cards.${index}.message`)}
                error={Boolean(messageError) || messageCount > BRAND_LIMITS.cardMessageMax}
                helperText={
                  messageError ??
                  t('kakaoTemplates.form.count', { count: messageCount, max: BRAND_LIMITS.cardMessageMax })
                }
              />
              <Controller
                control={control}
                name={`cards.${index}.imageSeq`}
                render={({ field: image }) => (
                  <BrandImagePicker
                    label={t('brandTemplates.form.cardImage', { label })}
                    purpose={BRAND_IMAGE_PURPOSE.CAROUSEL_FEED!}
                    value={image.value}
                    onChange={(seq) => image.onChange(seq ?? undefined)}
                    error={errorAt(errors, `cards.${index}.imageSeq`)}
                  />
                )}
              />
              <BrandButtonsEditor
                name={`cards.${index}.buttons`}
                max={BRAND_LIMITS.cardButtonsMax}
                nameMax={BRAND_LIMITS.buttonNameMax.CAROUSEL_FEED}
                itemLabel={t('brandTemplates.form.cardButton', { label })}
              />
            </Stack>
          </Paper>
        );
      })}
      <ListEditorFooter
        error={errorAt(errors, 'cards')}
        addLabel={t('brandTemplates.form.addCard')}
        full={fields.length >= BRAND_LIMITS.cardsMax}
        onAdd={() => append(emptyCard())}
        status={t('brandTemplates.form.cardsCount', {
          count: fields.length,
          min: BRAND_LIMITS.cardsMin,
          max: BRAND_LIMITS.cardsMax,
        })}
      />
    </Stack>
  );
}

import { Paper, Stack, TextField } from '@mui/material';
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
import { BrandImagePicker } from './brand-image-picker';
import { emptyItem } from './brand-template-values';

/** The title of a wide list and its 3 or 4 items, each with a title, a wide image and an optional link. */
export function BrandItemsEditor() {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<BrandTemplateFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const [header, items] = useWatch({ control, name: ['header', 'items'] });
  const { errors } = formState;
  const headerCount = countKakaoChars(header ?? '');

  return (
    <Stack spacing={2}>
      <TextField
        label={t('brandTemplates.form.header')}
        required
        {...register('header')}
        error={Boolean(errors.header) || headerCount > BRAND_LIMITS.headerMax}
        helperText={
          errors.header?.message ?? t('kakaoTemplates.form.count', { count: headerCount, max: BRAND_LIMITS.headerMax })
        }
      />
      {fields.map((field, index) => {
        const label = t('kakaoTemplates.form.item', { index: index + 1 });
        const titleError = errorAt(errors, `items.${index}.title`);
        const titleCount = countKakaoChars(items?.[index]?.title ?? '');
        return (
          <Paper key={field.id} variant="outlined" sx={{ p: 1.5 }} component="fieldset" aria-label={label}>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} alignItems="flex-start">
                <TextField
                  size="small"
                  required
                  label={t('brandTemplates.form.itemTitle', { label })}
                  {...register(`items.${index}.title`)}
                  error={Boolean(titleError) || titleCount > BRAND_LIMITS.itemTitleMax}
                  helperText={
                    titleError ??
                    t(index === 0 ? 'brandTemplates.form.itemFirstHelp' : 'kakaoTemplates.form.count', {
                      count: titleCount,
                      max: BRAND_LIMITS.itemTitleMax,
                    })
                  }
                  sx={{ flex: 1 }}
                />
                <RemoveRowButton
                  label={label}
                  disabled={fields.length <= BRAND_LIMITS.itemsMin}
                  onClick={() => remove(index)}
                  sx={{ mt: 0.5 }}
                />
              </Stack>
              <Controller
                control={control}
                name={`items.${index}.imageSeq`}
                render={({ field: image }) => (
                  <BrandImagePicker
                    label={t('brandTemplates.form.itemImage', { label })}
                    purpose={BRAND_IMAGE_PURPOSE.WIDE_ITEM_LIST!}
                    value={image.value}
                    onChange={(seq) => image.onChange(seq ?? undefined)}
                    error={errorAt(errors, `items.${index}.imageSeq`)}
                  />
                )}
              />
              <TextField
                size="small"
                label={t('brandTemplates.form.itemLink', { label })}
                slotProps={{ htmlInput: { inputMode: 'url' } }}
                {...register(`items.${index}.link`)}
                error={Boolean(errorAt(errors, `items.${index}.link`))}
                helperText={errorAt(errors, `items.${index}.link`) ?? t('brandTemplates.form.linkHelp')}
              />
            </Stack>
          </Paper>
        );
      })}
      <ListEditorFooter
        error={errorAt(errors, 'items')}
        addLabel={t('brandTemplates.form.addItem')}
        full={fields.length >= BRAND_LIMITS.itemsMax}
        onAdd={() => append(emptyItem())}
        status={t('brandTemplates.form.itemsCount', {
          count: fields.length,
          min: BRAND_LIMITS.itemsMin,
          max: BRAND_LIMITS.itemsMax,
        })}
      />
    </Stack>
  );
}

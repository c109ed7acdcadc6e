import { Stack, TextField } from '@mui/material';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countKakaoChars, KAKAO_LIMITS, type AlimtalkTemplateFormValues } from '@console/contracts/kakao';
import { ListEditorFooter } from '@console/ui/list-editor-footer';
import { errorAt } from './form-error-at';
import { RemoveRowButton } from './remove-row-button';

/** The rows of an item-list template: a short name (6 characters) and its value (23), 2 to 10 rows. */
export function AlimtalkItemsEditor() {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<AlimtalkTemplateFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' }) ?? [];
  const full = fields.length >= KAKAO_LIMITS.itemListMax;

  return (
    <Stack spacing={1}>
      {fields.map((field, index) => {
        const label = t('kakaoTemplates.form.item', { index: index + 1 });
        const nameError = errorAt(formState.errors, `items.${index}.name`);
        const descriptionError = errorAt(formState.errors, `items.${index}.description`);
        return (
          <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
            <TextField
              size="small"
              label={t('templates.form.itemName', { label })}
              {...register(`items.${index}.name`)}
              error={Boolean(nameError)}
              helperText={
                nameError ??
                t('kakaoTemplates.form.count', {
                  count: countKakaoChars(items[index]?.name ?? ''),
                  max: KAKAO_LIMITS.itemNameMax,
                })
              }
              sx={{ width: { sm: 150 } }}
            />
            <TextField
              size="small"
              label={t('templates.form.itemDescription', { label })}
              {...register(`items.${index}.description`)}
              error={Boolean(descriptionError)}
              helperText={
                descriptionError ??
                t('kakaoTemplates.form.count', {
                  count: countKakaoChars(items[index]?.description ?? ''),
                  max: KAKAO_LIMITS.itemDescriptionMax,
                })
              }
              sx={{ flex: 1, minWidth: 0 }}
            />
            <RemoveRowButton label={label} onClick={() => remove(index)} sx={{ mt: 0.5 }} />
          </Stack>
        );
      })}
      <ListEditorFooter
        error={errorAt(formState.errors, 'items')}
        addLabel={t('templates.form.addItem')}
        full={full}
        onAdd={() => append({ name: '', description: '' })}
        status={
          full
            ? t('kakaoTemplates.form.full', { max: KAKAO_LIMITS.itemListMax })
            : t('templates.form.itemsCount', {
                count: fields.length,
                min: KAKAO_LIMITS.itemListMin,
                max: KAKAO_LIMITS.itemListMax,
              })
        }
      />
    </Stack>
  );
}

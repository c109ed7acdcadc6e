import { Box, Button, FormHelperText, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AC_BUTTON_NAME,
  countKakaoChars,
  type AlimtalkButtonType,
  type BrandTemplateFormValues,
} from '@console/contracts/kakao';
import { BUTTON_LINKS } from '../alimtalk-templates/alimtalk-template-values';
import { BRAND_BUTTON_TYPES, brandErrorAt, emptyButton } from './brand-template-values';

export interface BrandButtonsEditorProps {
  /** The bubble's buttons, or one carousel card's. */
  name: 'buttons' | `cards.${number}.buttons`;
  max: number;
  /** The name limit of the bubble type (14 for text and image, 8 for the others). */
  nameMax: number;
  /** "버튼" or "카드 2 버튼": names each field with its number ("버튼 1 이름"). */
  itemLabel: string;
}

/**
 * Buttons of a brand message: type (no delivery tracking), name counted against the type's limit, and
 * the links the type needs. Adding stops at the type's maximum and says so.
 */
export function BrandButtonsEditor({ name, max, nameMax, itemLabel }: BrandButtonsEditorProps) {
  const { t } = useTranslation();
  const { control, register, formState, setValue } = useFormContext<BrandTemplateFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const values = useWatch({ control, name }) ?? [];
  const listError = brandErrorAt(formState.errors, name);

  return (
    <Stack spacing={1.5}>
      {fields.map((field, index) => {
        const at = `${name}.${index}` as const;
        const label = `${itemLabel} ${index + 1}`;
        const type: AlimtalkButtonType = values[index]?.type ?? 'WL';
        const nameError = brandErrorAt(formState.errors, `${at}.name`);
        const typeError = brandErrorAt(formState.errors, `${at}.type`);
        const count = countKakaoChars(values[index]?.name ?? '');
        return (
          <Paper key={field.id} variant="outlined" sx={{ p: 1.5 }} component="fieldset" aria-label={label}>
            <Stack spacing={1}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
                <Controller
                  control={control}
                  name={`${at}.type`}
                  render={({ field: typeField }) => (
                    <TextField
                      select
                      size="small"
                      label={t('brandTemplates.form.buttonType', { label })}
                      value={typeField.value ?? 'WL'}
                      onChange={(event) => {
                        const next = event.target.value as AlimtalkButtonType;
                        typeField.onChange(next);
                        if (next === 'AC') setValue(`${at}.name`, AC_BUTTON_NAME);
                      }}
                      error={Boolean(typeError)}
                      helperText={typeError}
                      sx={{ minWidth: 160 }}
                    >
                      {BRAND_BUTTON_TYPES.map((value) => (
                        <MenuItem key={value} value={value}>
                          {t(`brandTemplates.buttonTypes.${value}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <TextField
                  size="small"
                  label={t('brandTemplates.form.buttonName', { label })}
                  {...register(`${at}.name`)}
                  disabled={type === 'AC'}
                  error={Boolean(nameError) || count > nameMax}
                  helperText={nameError ?? t('brandTemplates.form.count', { count, max: nameMax })}
                  sx={{ flex: 1, minWidth: 0 }}
                />
                <Button
                  color="error"
                  size="small"
                  onClick={() => remove(index)}
                  aria-label={t('brandTemplates.form.remove', { label })}
                  sx={{ mt: 0.5 }}
                >
                  {t('brandTemplates.form.removeShort')}
                </Button>
              </Stack>
              {BUTTON_LINKS[type].map((link) => {
                const linkError = brandErrorAt(formState.errors, `${at}.${link}`);
                return (
                  <TextField
                    key={link}
                    size="small"
                    label={t(`brandTemplates.form.links.${link}`, { label })}
                    required={link !== 'linkPc'}
                    slotProps={{ htmlInput: { inputMode: 'url' } }}
                    {...register(`${at}.${link}`)}
                    error={Boolean(linkError)}
                    helperText={linkError ?? t(`brandTemplates.form.linksHelp.${link}`)}
                  />
                );
              })}
            </Stack>
          </Paper>
        );
      })}
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      <Box>
        <Stack direction="row" spacing={1} alignItems="center">
          <Button size="small" variant="outlined" disabled={fields.length >= max} onClick={() => append(emptyButton())}>
            {t('brandTemplates.form.addButton', { label: itemLabel })}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {fields.length >= max
              ? t('brandTemplates.form.full', { max })
              : t('brandTemplates.form.countOf', { count: fields.length, max })}
          </Typography>
        </Stack>
      </Box>
    </Stack>
  );
}

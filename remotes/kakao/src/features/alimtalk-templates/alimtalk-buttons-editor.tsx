import { Box, Button, FormHelperText, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Controller, get, useFieldArray, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AC_BUTTON_NAME,
  countKakaoChars,
  KAKAO_LIMITS,
  type AlimtalkButtonType,
  type AlimtalkTemplateFormValues,
} from '@console/contracts/kakao';
import { BUTTON_LINKS } from './alimtalk-template-values';

/** The message of a field error at a dotted path, or of an array's own error (root or message). */
export const errorAt = (errors: FieldErrors<AlimtalkTemplateFormValues>, path: string): string | undefined => {
  const found = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return found?.message ?? found?.root?.message;
};

export interface AlimtalkButtonsEditorProps {
  name: 'buttons' | 'quickReplies';
  /** The types this list takes (quick replies take neither DS nor AC). */
  types: readonly AlimtalkButtonType[];
  max: number;
  /** "버튼" or "바로 연결": names each field with its number ("버튼 1 이름"). */
  itemLabel: string;
  addLabel: string;
}

/**
 * Buttons or quick replies of an alimtalk template: type, name (14 characters, no variables) and the
 * links the type needs (web link: mobile and PC URL; app link: Android and iOS). An AC button carries
 * Kakao's fixed name. Adding stops at the limit and says so.
 */
export function AlimtalkButtonsEditor({ name, types, max, itemLabel, addLabel }: AlimtalkButtonsEditorProps) {
  const { t } = useTranslation();
  const { control, register, formState, setValue } = useFormContext<AlimtalkTemplateFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const values = useWatch({ control, name }) ?? [];
  const listError = errorAt(formState.errors, name);

  return (
    <Stack spacing={1.5}>
      {fields.map((field, index) => {
        const at = `${name}.${index}` as const;
        const label = `${itemLabel} ${index + 1}`;
        const type = values[index]?.type ?? 'WL';
        const nameError = errorAt(formState.errors, `${at}.name`);
        const typeError = errorAt(formState.errors, `${at}.type`);
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
                      label={t('templates.form.buttonType', { label })}
                      value={typeField.value ?? 'WL'}
                      onChange={(event) => {
                        const next = event.target.value as AlimtalkButtonType;
                        typeField.onChange(next);
                        if (next === 'AC') setValue(`${at}.name`, AC_BUTTON_NAME);
                      }}
                      error={Boolean(typeError)}
                      helperText={typeError}
                      sx={{ minWidth: 170 }}
                    >
                      {types.map((value) => (
                        <MenuItem key={value} value={value}>
                          {t(`templates.buttonTypes.${value}`)} ({value})
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <TextField
                  size="small"
                  label={t('templates.form.buttonName', { label })}
                  {...register(`${at}.name`)}
                  disabled={type === 'AC'}
                  error={Boolean(nameError)}
                  helperText={
                    nameError ??
                    (type === 'AC'
                      ? t('templates.form.acName')
                      : t('templates.form.count', {
                          count: countKakaoChars(values[index]?.name ?? ''),
                          max: KAKAO_LIMITS.buttonNameMax,
                        }))
                  }
                  sx={{ flex: 1, minWidth: 0 }}
                />
                <Button
                  color="error"
                  size="small"
                  onClick={() => remove(index)}
                  aria-label={t('templates.form.remove', { label })}
                  sx={{ mt: 0.5 }}
                >
                  {t('templates.form.removeShort')}
                </Button>
              </Stack>
              {BUTTON_LINKS[type].map((link) => {
                const linkError = errorAt(formState.errors, `${at}.${link}`);
                return (
                  <TextField
                    key={link}
                    size="small"
                    label={t(`templates.form.links.${link}`, { label })}
                    required={link !== 'linkPc'}
                    inputProps={{ inputMode: 'url' }}
                    {...register(`${at}.${link}`)}
                    error={Boolean(linkError)}
                    helperText={linkError ?? t(`templates.form.linksHelp.${link}`)}
                  />
                );
              })}
              {BUTTON_LINKS[type].length === 0 ? (
                <Typography variant="caption" color="text.secondary">
                  {t(`templates.buttonHelp.${type}`)}
                </Typography>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      <Box>
        <Stack direction="row" spacing={1} alignItems="center">
          <Button
            size="small"
            variant="outlined"
            disabled={fields.length >= max}
            onClick={() =>
              append({ type: types.includes('WL') ? 'WL' : types[0]!, name: '', linkMobile: '', linkPc: '' })
            }
          >
            {addLabel}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {fields.length >= max
              ? t('templates.form.full', { max })
              : t('templates.form.countOf', { count: fields.length, max })}
          </Typography>
        </Stack>
      </Box>
    </Stack>
  );
}

import { Button, FormHelperText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Controller, get, useFieldArray, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countRcsChars, RCS_LIMITS, RcsButtonKind, type RcsTemplateFormValues } from '@console/contracts/rcs';

type ButtonsPath = 'buttons' | `cards.${number}.buttons`;

/** The message of a field error at a dotted path, or of an array's own error (root or message). */
export const errorAt = (errors: FieldErrors<RcsTemplateFormValues>, path: string): string | undefined => {
  const found = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return found?.message ?? found?.root?.message;
};

/** Buttons of a text template or of one image card: kind, label (17 characters) and value, at most `max`. */
export function RcsButtonsEditor({ name, max, prefix = '' }: { name: ButtonsPath; max: number; prefix?: string }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<RcsTemplateFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const buttons = useWatch({ control, name }) ?? [];
  const listError = errorAt(formState.errors, name);

  return (
    <Stack spacing={1.5}>
      {fields.map((field, index) => {
        const at = `${name}.${index}` as const;
        const label = `${prefix}${index + 1}`;
        const kind = buttons[index]?.kind ?? 'URL';
        const labelError = errorAt(formState.errors, `${at}.label`);
        const valueError = errorAt(formState.errors, `${at}.value`);
        return (
          <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
            <Controller
              control={control}
              name={`${at}.kind`}
              render={({ field: kindField }) => (
                <TextField
                  select
                  size="small"
                  label={t('rcs.form.buttonKind', { index: label })}
                  value={kindField.value ?? 'URL'}
                  onChange={(event) => kindField.onChange(event.target.value)}
                  sx={{ minWidth: 130 }}
                >
                  {RcsButtonKind.options.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`rcs.form.buttonKinds.${value}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              size="small"
              label={t('rcs.form.buttonLabel', { index: label })}
              {...register(`${at}.label`)}
              error={Boolean(labelError)}
              helperText={
                labelError ??
                t('rcs.form.buttonLabelCount', {
                  count: countRcsChars(buttons[index]?.label ?? ''),
                  max: RCS_LIMITS.buttonLabelMax,
                })
              }
              sx={{ width: { sm: 170 } }}
            />
            <TextField
              size="small"
              label={t(`rcs.form.buttonValue.${kind}`, { index: label })}
              {...register(`${at}.value`)}
              error={Boolean(valueError)}
              helperText={valueError ?? t(`rcs.form.buttonValueHelp.${kind}`)}
              inputProps={{ inputMode: kind === 'DIAL' ? 'tel' : kind === 'URL' ? 'url' : 'text' }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <Button
              color="error"
              size="small"
              onClick={() => remove(index)}
              aria-label={t('rcs.form.removeButton', { index: label })}
              sx={{ mt: 0.5 }}
            >
              ✕
            </Button>
          </Stack>
        );
      })}
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      {fields.length < max ? (
        <Button
          size="small"
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => append({ kind: 'URL', label: '', value: '' })}
        >
          {t('rcs.form.addButton')}
        </Button>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t('rcs.form.buttonsFull', { max })}
        </Typography>
      )}
    </Stack>
  );
}

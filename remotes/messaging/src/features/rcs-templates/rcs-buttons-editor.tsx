import { Button, FormHelperText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  Controller,
  get,
  useFieldArray,
  useFormContext,
  useWatch,
  type FieldErrors,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countRcsChars, RCS_LIMITS, RcsButtonKind, type RcsTemplateFormValues } from '@console/contracts/rcs';

/**
 * What the RCS editors edit in the form around them (read through its FormProvider): the template form
 * and the RCS send form hold buttons and image cards alike.
 */
export type RcsEditorValues = Pick<RcsTemplateFormValues, 'buttons' | 'cards'>;

export type RcsButtonsPath = 'buttons' | `cards.${number}.buttons`;

/** The message of a field error at a dotted path, or of an array's own error (root or message). */
export const errorAt = <T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined => {
  const found = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return found?.message ?? found?.root?.message;
};

/** The add button of a list with a limit: once full, it is disabled and `full` says why. */
export function LimitedAddButton({ label, full, onAdd }: { label: string; full: string | null; onAdd(): void }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Button size="small" variant="outlined" disabled={full !== null} onClick={onAdd}>
        {label}
      </Button>
      {full !== null ? (
        <Typography variant="caption" color="text.secondary">
          {full}
        </Typography>
      ) : null}
    </Stack>
  );
}

export interface RcsButtonsEditorProps {
  /** The buttons of the message (a text template, an RCS SMS/LMS) or of one image card. */
  name: RcsButtonsPath;
  /** How many the type takes (RCS_LIMITS: a text template or an RCS SMS 1, an RCS LMS 6, a card 2). */
  max: number;
  /** Put before each button's number, so that a card's buttons are told apart: '2-' names them 버튼 2-1, 2-2. */
  prefix?: string;
}

/**
 * Buttons of the template form or the RCS send form: kind, label (17 characters) and value, each field
 * named with its button's number; never more than `max` (adding stops there and says so).
 */
export function RcsButtonsEditor({ name, max, prefix = '' }: RcsButtonsEditorProps) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<RcsEditorValues>();
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
      <LimitedAddButton
        label={t('rcs.form.addButton')}
        full={fields.length >= max ? t('rcs.form.buttonsFull', { max }) : null}
        onAdd={() => append({ kind: 'URL', label: '', value: '' })}
      />
    </Stack>
  );
}

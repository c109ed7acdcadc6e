import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RCS_LIMITS, RcsButtonKind } from '@console/contracts/rcs';
import type { RcsSendFormApi } from './rcs-send-form-values';

export interface RcsButtonsEditorProps {
  form: RcsSendFormApi;
  /** The message's buttons, or one MMS card's. */
  name: 'buttons' | `cards.${number}.buttons`;
  max: number;
}

/** Buttons of the message (kind, label, link/number/text), never more than the type allows. */
export function RcsButtonsEditor({ form, name, max }: RcsButtonsEditorProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const full = fields.length >= max;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="subtitle2">{t('rcsSend.buttons.label')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('rcsSend.buttons.count', { count: fields.length, max })}
        </Typography>
      </Stack>
      {fields.map((field, index) => (
        <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
          <Controller
            control={form.control}
            name={`${name}.${index}.kind`}
            render={({ field: kind }) => (
              <TextField select size="small" label={t('rcsSend.buttons.kind')} sx={{ minWidth: 120 }} {...kind}>
                {RcsButtonKind.options.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`rcsSend.buttons.kinds.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name={`${name}.${index}.label`}
            render={({ field: label, fieldState }) => (
              <TextField
                size="small"
                label={t('rcsSend.buttons.name')}
                {...label}
                value={label.value ?? ''}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { maxLength: RCS_LIMITS.buttonLabelMax } }}
              />
            )}
          />
          <Controller
            control={form.control}
            name={`${name}.${index}.value`}
            render={({ field: value, fieldState }) => (
              <TextField
                size="small"
                sx={{ flex: 1 }}
                label={t(`rcsSend.buttons.value.${form.watch(`${name}.${index}.kind`) ?? 'URL'}`)}
                {...value}
                value={value.value ?? ''}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <IconButton aria-label={t('rcsSend.buttons.remove', { index: index + 1 })} onClick={() => remove(index)}>
            ×
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button
          size="small"
          variant="outlined"
          disabled={full}
          onClick={() => append({ kind: 'URL', label: '', value: '' })}
        >
          {t('rcsSend.buttons.add')}
        </Button>
        {full && max > 0 ? (
          <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {t('rcsSend.buttons.full', { max })}
          </Typography>
        ) : null}
      </div>
    </Stack>
  );
}

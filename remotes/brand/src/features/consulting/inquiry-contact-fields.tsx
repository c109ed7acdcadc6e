import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HONEYPOT_FIELD } from '@console/contracts/sales-inquiries';

/** The fields both public inquiry forms ask: who is asking and how to reach them. */
export const CONTACT_FIELDS = ['company', 'name', 'phone', 'email'] as const;

/** A text field registered on the form, its error shown in place. */
export function FormTextField<V extends FieldValues, T>({
  form,
  name,
  label,
  helperText,
  ...props
}: {
  form: UseFormReturn<V, unknown, T>;
  name: Path<V>;
  label: string;
  helperText?: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  minRows?: number;
  required?: boolean;
}) {
  const error = form.getFieldState(name, form.formState).error;
  return (
    <TextField
      label={label}
      {...props}
      {...form.register(name)}
      error={Boolean(error)}
      helperText={error?.message ?? helperText}
      fullWidth
    />
  );
}

/** A required select registered on the form (volume, partnership type), its error shown in place. */
export function FormSelectField<V extends FieldValues, T>({
  form,
  name,
  label,
  options,
}: {
  form: UseFormReturn<V, unknown, T>;
  name: Path<V>;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          required
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export function InquiryContactFields<V extends FieldValues, T>({ form }: { form: UseFormReturn<V, unknown, T> }) {
  const { t } = useTranslation();
  const field = (name: (typeof CONTACT_FIELDS)[number]) => name as Path<V>;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          form={form}
          name={field('company')}
          label={t('consulting.fields.company')}
          autoComplete="organization"
          required
        />
        <FormTextField
          form={form}
          name={field('name')}
          label={t('consulting.fields.name')}
          autoComplete="name"
          required
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          form={form}
          name={field('phone')}
          label={t('consulting.fields.phone')}
          helperText={t('consulting.fields.phoneHelp')}
          type="tel"
          autoComplete="tel"
          required
        />
        <FormTextField
          form={form}
          name={field('email')}
          label={t('consulting.fields.email')}
          type="email"
          autoComplete="email"
          required
        />
      </Stack>
    </Stack>
  );
}

/**
 * The honeypot: a field people never see or reach (off screen, out of the tab order, hidden from
 * assistive technology); a bot that fills every input fills it, and the server drops its inquiry.
 */
export function HoneypotField<V extends FieldValues, T>({ form }: { form: UseFormReturn<V, unknown, T> }) {
  const { t } = useTranslation();
  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        {t('consulting.fields.honeypot')}
        <input type="text" tabIndex={-1} autoComplete="off" {...form.register(HONEYPOT_FIELD as Path<V>)} />
      </label>
    </Box>
  );
}

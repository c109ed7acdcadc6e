import { MenuItem, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface TemplateProfileFieldProps {
  /** The choices of useTemplateProfiles. */
  options: { seq: number; label: string }[];
  /** True once the profiles are loaded and none can take a template. */
  none: boolean;
  help: string;
  noProfiles: string;
}

/** The required sender profile of a Kakao template form (its `senderProfileSeq`, read through the FormProvider). */
export function TemplateProfileField({ options, none, help, noProfiles }: TemplateProfileFieldProps) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<{ senderProfileSeq: number }>();
  const error = formState.errors.senderProfileSeq;
  return (
    <Controller
      control={control}
      name="senderProfileSeq"
      render={({ field }) => (
        <TextField
          select
          label={t('kakaoTemplates.form.senderProfile')}
          required
          value={field.value ?? ''}
          onChange={(event) => field.onChange(Number(event.target.value))}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error?.message ?? (none ? noProfiles : help)}
        >
          {options.map((option) => (
            <MenuItem key={option.seq} value={option.seq}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@console/ui/format';

/** "12,345" or "" as typed -> 12345, or NaN when nothing is typed (the schema then asks for an amount). */
export const amountOf = (text: string): number => (text === '' ? Number.NaN : Number(text));

export interface AmountFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'error'> {
  /** The digits typed so far ("" when empty). */
  value: string;
  onChange(digits: string): void;
  /** The field's message in place (an error when set). */
  error?: string;
}

/** A whole-won amount: digits only, shown with thousands separators and "원" after them. */
export function AmountField({ value, onChange, error, helperText, slotProps, ...props }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      value={value === '' ? '' : formatCount(Number(value))}
      onChange={(event) =>
        onChange(
          event.target.value
            .replace(/\D/g, '')
            .replace(/^0+(?=\d)/, '')
            .slice(0, 12),
        )
      }
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', ...(slotProps?.htmlInput as object) },
        input: { endAdornment: <InputAdornment position="end">{t('paymentInfo.won')}</InputAdornment> },
      }}
    />
  );
}

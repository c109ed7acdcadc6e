import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface SelectFilterOption {
  value: string;
  label: string;
}

export interface SelectFilterProps {
  /** Visible label, also the accessible name of the select. */
  label: string;
  /** '' means every value ("전체"). */
  value: string;
  options: SelectFilterOption[];
  onChange(value: string): void;
  /** Hides the "전체" choice when a value is always required. */
  withoutAll?: boolean;
  minWidth?: number;
}

/** A list filter with a "전체" (all) choice first; the empty string stands for all. */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
  withoutAll = false,
  minWidth = 160,
}: SelectFilterProps) {
  const { t } = useTranslation('ui');
  const known = value === '' ? !withoutAll : options.some((o) => o.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth }}
    >
      {withoutAll ? null : <MenuItem value="">{t('filter.all')}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HISTORY_MAX_RANGE_DAYS, HISTORY_RETENTION_MONTHS } from '@console/contracts/message-limits';
import { addDays, isoDateInSeoul } from '@console/ui/format';

export interface DateRangeFilterProps {
  from: string;
  to: string;
  onChange(name: 'from' | 'to', value: string): void;
  /** The query schema's messages for each end, shown under it. */
  errors: { from?: string; to?: string };
}

/** The first day of the last 31 days ending today (both included): the default range of history lists. */
export const defaultRangeStart = (today = isoDateInSeoul()): string => addDays(today, -(HISTORY_MAX_RANGE_DAYS - 1));

/** A from/to pair of KST days; the 31-day limit and the 6-month retention are said before they bite. */
export function DateRangeFilter({ from, to, onChange, errors }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const today = isoDateInSeoul();
  const oldest = addDays(today, -31 * HISTORY_RETENTION_MONTHS);
  const input = (min: string, max: string) => ({ inputLabel: { shrink: true }, htmlInput: { min, max } });
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextField
        type="date"
        size="small"
        label={t('history.from')}
        value={from}
        onChange={(event) => onChange('from', event.target.value)}
        slotProps={input(oldest, today)}
        error={Boolean(errors.from)}
        helperText={
          errors.from ?? t('history.rangeHelp', { days: HISTORY_MAX_RANGE_DAYS, months: HISTORY_RETENTION_MONTHS })
        }
      />
      <TextField
        type="date"
        size="small"
        label={t('history.to')}
        value={to}
        onChange={(event) => onChange('to', event.target.value)}
        slotProps={input(oldest, today)}
        error={Boolean(errors.to)}
        helperText={errors.to}
      />
    </Stack>
  );
}

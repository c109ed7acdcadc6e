import { Box, Button, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { StatsQuery } from '@console/contracts/stats';
import type { StatsRange } from './get-stats-overview';

type RangeInput = z.input<typeof StatsQuery>;
type RangeOutput = z.output<typeof StatsQuery>;

/**
 * The period of the statistics. Checked in place with the contract's StatsQuery (dates, order,
 * at most 31 days), the same schema the server validates with; only a valid range is submitted.
 */
export function StatsRangeForm({ value, onSubmit }: { value: StatsRange; onSubmit(range: StatsRange): void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<RangeInput, unknown, RangeOutput>({
    resolver: zodResolver(StatsQuery),
    defaultValues: value,
    mode: 'onChange',
  });
  const from = register('from');
  const to = register('to');
  const errors = formState.errors;

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('overview.rangeForm')}
      onSubmit={handleSubmit((range) => onSubmit({ from: range.from, to: range.to }))}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mb: 3 }}
    >
      <TextField
        {...from}
        inputRef={from.ref}
        type="date"
        size="small"
        label={t('overview.from')}
        error={Boolean(errors.from)}
        helperText={errors.from?.message}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...to}
        inputRef={to.ref}
        type="date"
        size="small"
        label={t('overview.to')}
        error={Boolean(errors.to)}
        helperText={errors.to?.message ?? t('overview.maxRange')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
        {t('overview.search')}
      </Button>
    </Box>
  );
}

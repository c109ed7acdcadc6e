import { useRef, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Chip, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { StatsUnit } from '@console/contracts/stats';
import { presetOf, presetRange, RANGE_PRESETS, rangeForUnit, type RangePreset, type StatsRange } from './range';
import { useStatsTranslation } from './stats-resources';

export interface StatsFilterFormProps<U extends StatsUnit = StatsUnit> {
  unit: U;
  /** The range as typed (the remote's draft, see useQueryDraft). */
  from: string;
  to: string;
  /** A date was typed: the remote keeps it in its draft without submitting. */
  onDateChange(field: 'from' | 'to', value: string): void;
  /** The range's errors, checked in place by the remote with the query's contract. */
  errors: { from?: string; to?: string };
  /** The units offered, as a toggle when there are two or more. */
  units: readonly U[];
  /** Whether the quick ranges of the unit are offered (on their own row, with the unit toggle). */
  presets?: boolean;
  /** 조회 with a valid range: the remote submits its draft. */
  onSubmit(): void;
  /** A unit or quick range was chosen: the remote sets these values and submits at once. */
  onApply?(changes: StatsRange & { unit?: U }): void;
  /** The filters beside the dates (team, type, sender profile ...). */
  children?: ReactNode;
}

/**
 * The statistics' filter bar: unit, quick ranges, from and to, the remote's own filters and the
 * search button. The draft stays with the remote (its query schema); unit and quick ranges apply at
 * once through `onApply`. 조회 with a wrong range moves the focus to the date that is wrong.
 */
export function StatsFilterForm<U extends StatsUnit>(props: StatsFilterFormProps<U>) {
  const { unit, from, to, onDateChange, errors, units, presets = true, onSubmit, onApply, children } = props;
  const { t } = useStatsTranslation();
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (errors.from) fromInput.current?.focus();
    else if (errors.to) toInput.current?.focus();
    else onSubmit();
  };
  const chosenPreset = presetOf(unit, { from, to });
  const unitToggle =
    units.length > 1 ? (
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={unit}
        aria-label={t('stats.filters.unit')}
        onChange={(_, next: U | null) => {
          if (next && next !== unit) onApply?.({ unit: next, ...rangeForUnit(unit, next, { from, to }) });
        }}
      >
        {units.map((option) => (
          <ToggleButton key={option} value={option} sx={{ px: 2 }}>
            {t(`stats.filters.units.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    ) : null;
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-label={t('stats.filters.label')}
      onSubmit={search}
      sx={{ p: 2, mb: 2 }}
    >
      {presets ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
          {unitToggle}
          <Box role="group" aria-label={t('stats.filters.presets.label')} sx={{ display: 'flex', gap: 1 }}>
            {RANGE_PRESETS[unit].map((preset: RangePreset) => (
              <Chip
                key={preset}
                label={t(`stats.filters.presets.${preset}`)}
                color={chosenPreset === preset ? 'primary' : 'default'}
                variant={chosenPreset === preset ? 'filled' : 'outlined'}
                aria-pressed={chosenPreset === preset}
                onClick={() => onApply?.(presetRange(preset))}
              />
            ))}
          </Box>
        </Stack>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
        {presets ? null : unitToggle}
        <TextField
          inputRef={fromInput}
          value={from}
          onChange={(event) => onDateChange('from', event.target.value)}
          type="date"
          size="small"
          label={t('stats.filters.from')}
          error={Boolean(errors.from)}
          helperText={errors.from}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          inputRef={toInput}
          value={to}
          onChange={(event) => onDateChange('to', event.target.value)}
          type="date"
          size="small"
          label={t('stats.filters.to')}
          error={Boolean(errors.to)}
          helperText={errors.to ?? t(`stats.filters.rangeHelp.${unit}`)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: errors.to ? 360 : undefined }}
        />
        {children}
        <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
          {t('stats.filters.search')}
        </Button>
      </Box>
    </Paper>
  );
}

import { Box, Button, Chip, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ChannelStatsQuery, STATS_PAGE_TYPES, StatsUnit, type StatsPage } from '@console/contracts/stats';
import { SelectFilter } from '@console/ui/select-filter';
import { presetOf, presetRange, RANGE_PRESETS, rangeForUnit, type RangePreset } from './stats-range';

type QueryInput = z.input<typeof ChannelStatsQuery>;

export interface StatsFilterFormProps {
  page: StatsPage;
  value: ChannelStatsQuery;
  onSubmit(query: ChannelStatsQuery): void;
  /** The teams the user may see. */
  teams: { teamSeq: number; name: string }[];
}

/**
 * Unit, range, team and type of a statistics page. The range is checked in place with the
 * contract's ChannelStatsQuery, the schema the server validates with (31 days by hour or day, 12
 * months by month); only a valid query is submitted. Unit, quick ranges and the selects apply at once.
 */
export function StatsFilterForm({ page, value, onSubmit, teams }: StatsFilterFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setValue, control } = useForm<QueryInput, unknown, ChannelStatsQuery>({
    resolver: zodResolver(ChannelStatsQuery),
    defaultValues: value,
    mode: 'onChange',
  });
  const [unit = 'DAY', from = '', to = '', teamSeq, type] = useWatch({
    control,
    name: ['unit', 'from', 'to', 'teamSeq', 'type'],
  });
  const submit = handleSubmit(onSubmit);
  const apply = (changes: Partial<QueryInput>) => {
    for (const [key, next] of Object.entries(changes))
      setValue(key as keyof QueryInput, next as never, { shouldValidate: true });
    void submit();
  };
  const chosenPreset = presetOf(unit, { from, to });
  const fromField = register('from');
  const toField = register('to');
  const errors = formState.errors;

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-label={t('stats.filters.label')}
      onSubmit={submit}
      sx={{ p: 2, mb: 2 }}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={unit}
          aria-label={t('stats.filters.unit')}
          onChange={(_, next: StatsUnit | null) => {
            if (next && next !== unit) apply({ unit: next, ...rangeForUnit(unit, next, { from, to }) });
          }}
        >
          {StatsUnit.options.map((option) => (
            <ToggleButton key={option} value={option} sx={{ px: 2 }}>
              {t(`stats.filters.units.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box role="group" aria-label={t('stats.filters.presets.label')} sx={{ display: 'flex', gap: 1 }}>
          {RANGE_PRESETS[unit].map((preset: RangePreset) => (
            <Chip
              key={preset}
              label={t(`stats.filters.presets.${preset}`)}
              color={chosenPreset === preset ? 'primary' : 'default'}
              variant={chosenPreset === preset ? 'filled' : 'outlined'}
              aria-pressed={chosenPreset === preset}
              onClick={() => apply(presetRange(preset))}
            />
          ))}
        </Box>
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
        <TextField
          {...fromField}
          inputRef={fromField.ref}
          type="date"
          size="small"
          label={t('stats.filters.from')}
          error={Boolean(errors.from)}
          helperText={errors.from?.message}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...toField}
          inputRef={toField.ref}
          type="date"
          size="small"
          label={t('stats.filters.to')}
          error={Boolean(errors.to)}
          helperText={errors.to?.message ?? t(`stats.filters.rangeHelp.${unit}`)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: errors.to ? 360 : undefined }}
        />
        <SelectFilter
          label={t('stats.filters.team')}
          value={teamSeq ? String(teamSeq) : ''}
          options={teams.map((team) => ({ value: String(team.teamSeq), label: team.name }))}
          onChange={(next) => apply({ teamSeq: next === '' ? undefined : Number(next) })}
          minWidth={180}
        />
        <SelectFilter
          label={t('stats.filters.type')}
          value={type ?? ''}
          options={STATS_PAGE_TYPES[page].map((option) => ({
            value: option,
            label: t(`stats.types.${page}.${option}` as 'stats.types.sms.SMS'),
          }))}
          onChange={(next) => apply({ type: next === '' ? undefined : (next as ChannelStatsQuery['type']) })}
          minWidth={160}
        />
        <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
          {t('stats.filters.search')}
        </Button>
      </Box>
    </Paper>
  );
}

import type { FormEvent } from 'react';
import { Box, Button, Chip, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UsageChannel, UsageQuery } from '@console/contracts/billing';
import type { TeamSummary } from '@console/contracts/teams';
import { useQueryDraft } from '@console/ui/query-draft';
import { SelectFilter } from '@console/ui/select-filter';
import type { UsageFilter } from './get-usage';
import {
  defaultUsageRange,
  presetOf,
  presetRange,
  USAGE_PRESETS,
  type UsagePreset,
  type UsageUnit,
} from './usage-range';

export interface UsageFilterFormProps {
  value: UsageFilter;
  onSubmit(filter: UsageFilter): void;
  teams: TeamSummary[];
}

/**
 * Unit, range, team and channel of the usage. The range is checked in place with the contract's
 * UsageQuery (31 days by day, 12 months by month); only a valid query is submitted. Unit, quick
 * ranges, team and channel apply at once; typed dates apply with 조회.
 */
export function UsageFilterForm({ value, onSubmit, teams }: UsageFilterFormProps) {
  const { t } = useTranslation();
  const { draft, errors, edit, apply } = useQueryDraft(UsageQuery, value, onSubmit);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const chosenPreset = presetOf(draft.unit, draft);

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-label={t('usage.filters.label')}
      onSubmit={submit}
      sx={{ p: 2, mb: 2 }}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={draft.unit}
          aria-label={t('usage.filters.unit')}
          onChange={(_, next: UsageUnit | null) => {
            if (next && next !== draft.unit) apply({ unit: next, ...defaultUsageRange(next) });
          }}
        >
          {(['DAY', 'MONTH'] as const).map((unit) => (
            <ToggleButton key={unit} value={unit} sx={{ px: 2 }}>
              {t(`usage.filters.units.${unit}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box role="group" aria-label={t('usage.filters.presets.label')} sx={{ display: 'flex', gap: 1 }}>
          {USAGE_PRESETS[draft.unit].map((preset: UsagePreset) => (
            <Chip
              key={preset}
              label={t(`usage.filters.presets.${preset}`)}
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
          type="date"
          size="small"
          label={t('usage.filters.from')}
          value={draft.from}
          onChange={(event) => edit({ from: event.target.value })}
          error={Boolean(errors.from)}
          helperText={errors.from}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('usage.filters.to')}
          value={draft.to}
          onChange={(event) => edit({ to: event.target.value })}
          error={Boolean(errors.to)}
          helperText={errors.to ?? t(`usage.filters.rangeHelp.${draft.unit}`)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: errors.to ? 360 : undefined }}
        />
        <SelectFilter
          label={t('usage.filters.team')}
          value={draft.teamSeq ? String(draft.teamSeq) : ''}
          options={teams.map((team) => ({ value: String(team.teamSeq), label: team.name }))}
          onChange={(next) => apply({ teamSeq: next === '' ? undefined : Number(next) })}
          minWidth={180}
        />
        <SelectFilter
          label={t('usage.filters.channel')}
          value={draft.channel ?? ''}
          options={UsageChannel.options.map((channel) => ({ value: channel, label: t(`usage.channels.${channel}`) }))}
          onChange={(next) => apply({ channel: next === '' ? undefined : (next as UsageChannel) })}
          minWidth={160}
        />
        <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
          {t('usage.filters.search')}
        </Button>
      </Box>
    </Paper>
  );
}

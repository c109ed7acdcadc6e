import { Box, Button, Chip, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AlimtalkTemplate, SenderProfile } from '@console/contracts/kakao';
import { SendStatsQuery, StatsUnit } from '@console/contracts/stats';
import { SelectFilter } from '@console/ui/select-filter';
import { presetOf, presetRange, RANGE_PRESETS, rangeForUnit, type RangePreset } from './statistics-range';

type QueryInput = z.input<typeof SendStatsQuery>;

export interface StatisticsFilterFormProps {
  value: SendStatsQuery;
  onSubmit(query: SendStatsQuery): void;
  senderProfiles: SenderProfile[];
  /** Templates to filter by; none hides the template filter (brand messages have no alimtalk templates). */
  templates: AlimtalkTemplate[];
}

const seqOf = (value: string): number | undefined => (value === '' ? undefined : Number(value));

/**
 * Unit, range, sender profile and template of the statistics. The range is checked in place with
 * the contract's SendStatsQuery, the schema the server validates with (31 days by hour or day, 12
 * months by month); only a valid query is submitted. Unit, quick ranges and filters apply at once.
 */
export function StatisticsFilterForm({ value, onSubmit, senderProfiles, templates }: StatisticsFilterFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setValue, control } = useForm<QueryInput, unknown, SendStatsQuery>({
    resolver: zodResolver(SendStatsQuery),
    defaultValues: value,
    mode: 'onChange',
  });
  const [unit = 'DAY', from = '', to = '', senderProfileSeq, templateSeq] = useWatch({
    control,
    name: ['unit', 'from', 'to', 'senderProfileSeq', 'templateSeq'],
  });
  const submit = handleSubmit(onSubmit);
  const apply = (changes: Partial<QueryInput>) => {
    for (const [key, next] of Object.entries(changes))
      setValue(key as keyof QueryInput, next as never, { shouldValidate: true });
    void submit();
  };
  const profileTemplates = templates.filter(
    (template) => !senderProfileSeq || template.senderProfileSeq === Number(senderProfileSeq),
  );
  const chosenPreset = presetOf(unit, { from, to });
  const fromField = register('from');
  const toField = register('to');
  const errors = formState.errors;

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-label={t('statistics.filters.label')}
      onSubmit={submit}
      sx={{ p: 2, mb: 2 }}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={unit}
          aria-label={t('statistics.filters.unit')}
          onChange={(_, next: StatsUnit | null) => {
            if (next && next !== unit) apply({ unit: next, ...rangeForUnit(unit, next, { from, to }) });
          }}
        >
          {StatsUnit.options.map((option) => (
            <ToggleButton key={option} value={option} sx={{ px: 2 }}>
              {t(`statistics.filters.units.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box role="group" aria-label={t('statistics.filters.presets.label')} sx={{ display: 'flex', gap: 1 }}>
          {RANGE_PRESETS[unit].map((preset: RangePreset) => (
            <Chip
              key={preset}
              label={t(`statistics.filters.presets.${preset}`)}
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
          label={t('statistics.filters.from')}
          error={Boolean(errors.from)}
          helperText={errors.from?.message}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...toField}
          inputRef={toField.ref}
          type="date"
          size="small"
          label={t('statistics.filters.to')}
          error={Boolean(errors.to)}
          helperText={errors.to?.message ?? t(`statistics.filters.rangeHelp.${unit}`)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: errors.to ? 360 : undefined }}
        />
        <SelectFilter
          label={t('statistics.filters.senderProfile')}
          value={senderProfileSeq ? String(senderProfileSeq) : ''}
          options={senderProfiles.map((p) => ({ value: String(p.seq), label: `${p.channelName} (${p.channelId})` }))}
          onChange={(next) => {
            const seq = seqOf(next);
            const keepTemplate = templates.some(
              (template) => template.seq === Number(templateSeq) && (!seq || template.senderProfileSeq === seq),
            );
            apply({ senderProfileSeq: seq, templateSeq: keepTemplate ? templateSeq : undefined });
          }}
          minWidth={220}
        />
        {templates.length > 0 ? (
          <SelectFilter
            label={t('statistics.filters.template')}
            value={templateSeq ? String(templateSeq) : ''}
            options={profileTemplates.map((tpl) => ({ value: String(tpl.seq), label: `${tpl.name} (${tpl.code})` }))}
            onChange={(next) => apply({ templateSeq: seqOf(next) })}
            minWidth={260}
          />
        ) : null}
        <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
          {t('statistics.filters.search')}
        </Button>
      </Box>
    </Paper>
  );
}

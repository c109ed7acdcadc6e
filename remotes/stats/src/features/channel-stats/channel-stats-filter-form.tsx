import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ChannelStatsQuery, STATS_PAGE_TYPES, StatsUnit, type StatsPage } from '@console/contracts/stats';
import { SelectFilter } from '@console/ui/select-filter';
import { StatsFilterForm } from '@console/ui/stats/filter-form';

type QueryInput = z.input<typeof ChannelStatsQuery>;

export interface ChannelStatsFilterFormProps {
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
export function ChannelStatsFilterForm({ page, value, onSubmit, teams }: ChannelStatsFilterFormProps) {
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

  return (
    <StatsFilterForm
      unit={unit}
      units={StatsUnit.options}
      from={from}
      to={to}
      fromField={register('from')}
      toField={register('to')}
      errors={{ from: formState.errors.from?.message, to: formState.errors.to?.message }}
      onSubmit={submit}
      onApply={apply}
    >
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
    </StatsFilterForm>
  );
}

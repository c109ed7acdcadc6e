import { useTranslation } from 'react-i18next';
import { ChannelStatsQuery, STATS_PAGE_TYPES, StatsUnit, type StatsPage } from '@console/contracts/stats';
import { SelectFilter } from '@console/ui/select-filter';
import { StatsFilterForm } from '@console/ui/stats/filter-form';
import { useStatsFilters } from '@console/ui/stats/use-stats-filters';

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
  const { draft, apply, filterFormProps } = useStatsFilters(ChannelStatsQuery, value, onSubmit);
  const { teamSeq, type } = draft;

  return (
    <StatsFilterForm {...filterFormProps} units={StatsUnit.options}>
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

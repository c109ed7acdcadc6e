import { useTranslation } from 'react-i18next';
import type { AlimtalkTemplate, SenderProfile } from '@console/contracts/kakao';
import { SendStatsQuery, StatsUnit } from '@console/contracts/stats';
import { SelectFilter } from '@console/ui/select-filter';
import { StatsFilterForm } from '@console/ui/stats/filter-form';
import { useStatsFilters } from '@console/ui/stats/use-stats-filters';

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
  const { draft, apply, filterFormProps } = useStatsFilters(SendStatsQuery, value, onSubmit);
  const { senderProfileSeq, templateSeq } = draft;
  const profileTemplates = templates.filter(
    (template) => !senderProfileSeq || template.senderProfileSeq === Number(senderProfileSeq),
  );

  return (
    <StatsFilterForm {...filterFormProps} units={StatsUnit.options}>
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
    </StatsFilterForm>
  );
}

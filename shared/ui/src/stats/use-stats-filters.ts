import type { z } from 'zod';
import type { StatsUnit } from '@console/contracts/stats';
import { useQueryDraft } from '../query-draft';
import type { StatsFilterFormProps } from './filter-form';
import type { StatsRange } from './range';

/** What every statistics query has: a unit (some have one only) and a KST range (YYYY-MM-DD). */
interface RangeInput {
  unit?: StatsUnit;
  from: string;
  to: string;
}

/**
 * The draft behind a statistics page's filters (useQueryDraft): checked in place with the contract's
 * query schema, only a valid query submitted; typed dates wait for 조회, the rest applies at once.
 * Hands StatsFilterForm its props ready-made; `draft` and `apply` serve the page's own filters.
 */
export function useStatsFilters<Schema extends z.ZodType, Draft extends z.input<Schema> & RangeInput>(
  schema: Schema,
  value: Draft,
  onSubmit: (query: z.output<Schema>) => void,
) {
  const { draft, errors, edit, apply } = useQueryDraft(schema, value, onSubmit);
  const filterFormProps = {
    unit: draft.unit ?? 'DAY',
    from: draft.from,
    to: draft.to,
    errors: { from: errors.from, to: errors.to },
    onDateChange: (field: 'from' | 'to', next: string) => edit({ [field]: next } as Partial<Draft>),
    onSubmit: () => void apply(),
    onApply: (changes: StatsRange & { unit?: StatsUnit }) => void apply(changes as Partial<Draft>),
  } satisfies Omit<StatsFilterFormProps, 'units'>;
  return { draft, apply, filterFormProps };
}

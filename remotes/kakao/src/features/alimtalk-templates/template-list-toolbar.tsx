import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useTeamSeq } from '@console/platform/hooks';
import { ListSearchForm, type SearchTermRule } from '@console/ui/list-search-form';
import { SelectFilter } from '@console/ui/select-filter';
import type { PagedQueryState } from '@console/ui/use-paged-query-state';
import { useSenderKeys } from '../sender-keys/get-sender-keys';

export interface TemplateListToolbarProps {
  /** The list's kept state: its `senderProfileSeq` and `q` filters are set here. */
  list: Pick<PagedQueryState, 'filters' | 'setFilter'>;
  /** The list's own filter, shown first (review status, bubble type). */
  kindFilter: ReactNode;
  /** The search: its label, what it looks in, and the list query's rule for `q`. */
  search: { label: string; help: string; rule: SearchTermRule };
}

/** The filters of a Kakao template list: its own, then the team's sender profiles, then the search. */
export function TemplateListToolbar({ list, kindFilter, search }: TemplateListToolbarProps) {
  const { t } = useTranslation();
  const profiles = useSenderKeys(useTeamSeq(), { page: 1, size: 100 });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2 }} alignItems="flex-start">
      {kindFilter}
      <SelectFilter
        label={t('templateScreens.list.profileFilter')}
        value={list.filters.senderProfileSeq ?? ''}
        options={(profiles.data?.items ?? []).map((p) => ({ value: String(p.seq), label: p.channelName }))}
        onChange={(value) => list.setFilter('senderProfileSeq', value)}
        minWidth={200}
      />
      <ListSearchForm
        label={search.label}
        help={search.help}
        submitLabel={t('templateScreens.list.searchSubmit')}
        initialValue={list.filters.q ?? ''}
        rule={search.rule}
        onSearch={(term) => list.setFilter('q', term)}
      />
    </Stack>
  );
}

import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMessageType, BrandTemplateQuery, type BrandTemplate } from '@console/contracts/kakao';
import { isWithdrawalRequested } from '@console/contracts/session';
import { useSession, useTeamSeq } from '@console/platform/hooks';
import type { DataTableColumn } from '@console/ui/data-table';
import { formatDateTime } from '@console/ui/format';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { routePath, routePattern } from '../../route-paths';
import { useSenderKeys } from '../sender-keys/get-sender-keys';
import { BrandUsedChip } from './brand-used-chip';
import { useBrandTemplates } from './get-brand-templates';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * /console/team/{teamSeq}/kakao/template/brand-message: the team's brand templates, paged on the
 * server; page, size and filters (type, profile, search) are kept per route pattern like every list,
 * so they survive a trip to a template and back.
 */
export function BrandTemplateListPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const user = useSession((s) => s.user);
  const canRegister = Boolean(user?.verified) && !isWithdrawalRequested(user?.role ?? '');
  const list = usePagedQueryState(routePattern('brand-template-list'), {
    filters: { type: '', senderProfileSeq: '', q: '' },
  });
  const type = BrandMessageType.safeParse(list.filters.type).data;
  const senderProfileSeq = Number(list.filters.senderProfileSeq) || undefined;
  const q = list.filters.q || undefined;
  const templates = useBrandTemplates(teamSeq, { page: list.page, size: list.size, type, senderProfileSeq, q });
  const profiles = useSenderKeys(teamSeq, { page: 1, size: 100 });
  const channelOf = (seq: number) => profiles.data?.items.find((p) => p.seq === seq)?.channelName;
  const [search, setSearch] = useState(list.filters.q ?? '');
  const [searchError, setSearchError] = useState<string | null>(null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BrandTemplateQuery.shape.q.safeParse(search);
    if (!parsed.success) return setSearchError(parsed.error.issues[0]?.message ?? '');
    setSearchError(null);
    list.setFilter('q', parsed.data ?? '');
  };

  const columns: DataTableColumn<BrandTemplate>[] = [
    { id: 'name', header: t('brandTemplates.list.columns.name'), render: (item) => item.name },
    {
      id: 'type',
      header: t('brandTemplates.list.columns.type'),
      render: (item) => <Box sx={nowrap}>{t(`brandTemplates.types.${item.type}`)}</Box>,
    },
    {
      id: 'profile',
      header: t('brandTemplates.list.columns.profile'),
      render: (item) => (
        <Box sx={nowrap}>
          {channelOf(item.senderProfileSeq) ?? item.channelId}
          <Typography variant="caption" color="text.secondary" component="div">
            {item.channelId}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'used',
      header: t('brandTemplates.list.columns.used'),
      render: (item) => <BrandUsedChip template={item} />,
    },
    {
      id: 'updatedAt',
      header: t('brandTemplates.list.columns.updatedAt'),
      render: (item) => <Box sx={nowrap}>{formatDateTime(item.updatedAt)}</Box>,
    },
  ];

  return (
    <Box>
      <PageHeader
        title={t('brandTemplates.title')}
        description={t('brandTemplates.description')}
        actions={
          canRegister ? (
            <Button variant="contained" component={Link} to={routePath('brand-template-regist', { teamSeq })}>
              {t('brandTemplates.list.register')}
            </Button>
          ) : null
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2 }} alignItems="flex-start">
        <SelectFilter
          label={t('brandTemplates.list.typeFilter')}
          value={list.filters.type ?? ''}
          options={BrandMessageType.options.map((value) => ({ value, label: t(`brandTemplates.types.${value}`) }))}
          onChange={(value) => list.setFilter('type', value)}
        />
        <SelectFilter
          label={t('brandTemplates.list.profileFilter')}
          value={list.filters.senderProfileSeq ?? ''}
          options={(profiles.data?.items ?? []).map((p) => ({ value: String(p.seq), label: p.channelName }))}
          onChange={(value) => list.setFilter('senderProfileSeq', value)}
          minWidth={200}
        />
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={onSearch}
          role="search"
          aria-label={t('brandTemplates.list.search')}
        >
          <TextField
            size="small"
            label={t('brandTemplates.list.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            error={Boolean(searchError)}
            helperText={searchError ?? t('brandTemplates.list.searchHelp')}
          />
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start', mt: 0.25 }}>
            {t('brandTemplates.list.searchSubmit')}
          </Button>
        </Stack>
      </Stack>
      <PagedQueryTable
        label={t('brandTemplates.title')}
        columns={columns}
        rowKey={(item) => item.seq}
        emptyMessage={
          type || senderProfileSeq || q ? t('brandTemplates.list.emptyFiltered') : t('brandTemplates.list.empty')
        }
        rowHref={(item) => routePath('brand-template-detail', { teamSeq, seq: item.seq })}
        list={list}
        query={templates}
      />
    </Box>
  );
}

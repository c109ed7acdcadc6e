import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlimtalkTemplateQuery, AlimtalkTemplateStatus, type AlimtalkTemplate } from '@console/contracts/kakao';
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
import { AlimtalkStatusChip } from './alimtalk-status-chip';
import { useAlimtalkTemplates } from './get-alimtalk-templates';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * /console/team/{teamSeq}/kakao/template/alimtalk: the team's alimtalk templates and their review, paged
 * on the server; page, size and filters are kept per route pattern, so they survive a trip to a
 * template and back.
 */
export function AlimtalkTemplateListPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const user = useSession((s) => s.user);
  const canRegister = Boolean(user?.verified) && !isWithdrawalRequested(user?.role ?? '');
  const list = usePagedQueryState(routePattern('alimtalk-template-list'), {
    filters: { status: '', senderProfileSeq: '', q: '' },
  });
  const status = AlimtalkTemplateStatus.safeParse(list.filters.status).data;
  const senderProfileSeq = Number(list.filters.senderProfileSeq) || undefined;
  const q = list.filters.q || undefined;
  const templates = useAlimtalkTemplates(teamSeq, { page: list.page, size: list.size, status, senderProfileSeq, q });
  const profiles = useSenderKeys(teamSeq, { page: 1, size: 100 });
  const channelOf = (seq: number) => profiles.data?.items.find((p) => p.seq === seq)?.channelName;
  const [search, setSearch] = useState(list.filters.q ?? '');
  const [searchError, setSearchError] = useState<string | null>(null);

  const onSearch = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = AlimtalkTemplateQuery.shape.q.safeParse(search);
    if (!parsed.success) return setSearchError(parsed.error.issues[0]?.message ?? '');
    setSearchError(null);
    list.setFilter('q', parsed.data ?? '');
  };

  const columns: DataTableColumn<AlimtalkTemplate>[] = [
    {
      id: 'code',
      header: t('templates.list.columns.code'),
      render: (item) => (
        <Box component="span" sx={{ ...nowrap, fontFamily: 'monospace' }}>
          {item.code}
        </Box>
      ),
    },
    { id: 'name', header: t('templates.list.columns.name'), render: (item) => item.name },
    {
      id: 'profile',
      header: t('templates.list.columns.profile'),
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
      id: 'messageType',
      header: t('templates.list.columns.messageType'),
      render: (item) => <Box sx={nowrap}>{t(`templates.messageTypes.${item.messageType}`)}</Box>,
    },
    {
      id: 'status',
      header: t('templates.list.columns.status'),
      render: (item) => <AlimtalkStatusChip template={item} />,
    },
    {
      id: 'updatedAt',
      header: t('templates.list.columns.updatedAt'),
      render: (item) => <Box sx={nowrap}>{formatDateTime(item.updatedAt)}</Box>,
    },
  ];

  return (
    <Box>
      <PageHeader
        title={t('templates.title')}
        description={t('templates.description')}
        actions={
          canRegister ? (
            <Button variant="contained" component={Link} to={routePath('alimtalk-template-regist', { teamSeq })}>
              {t('templates.list.register')}
            </Button>
          ) : null
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2 }} alignItems="flex-start">
        <SelectFilter
          label={t('templates.list.statusFilter')}
          value={list.filters.status ?? ''}
          options={AlimtalkTemplateStatus.options.map((value) => ({ value, label: t(`templates.status.${value}`) }))}
          onChange={(value) => list.setFilter('status', value)}
        />
        <SelectFilter
          label={t('templates.list.profileFilter')}
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
          aria-label={t('templates.list.search')}
        >
          <TextField
            size="small"
            label={t('templates.list.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            error={Boolean(searchError)}
            helperText={searchError ?? t('templates.list.searchHelp')}
          />
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start', mt: 0.25 }}>
            {t('templates.list.searchSubmit')}
          </Button>
        </Stack>
      </Stack>
      <PagedQueryTable
        label={t('templates.title')}
        columns={columns}
        rowKey={(item) => item.seq}
        emptyMessage={status || senderProfileSeq || q ? t('templates.list.emptyFiltered') : t('templates.list.empty')}
        rowHref={(item) => routePath('alimtalk-template-detail', { teamSeq, seq: item.seq })}
        list={list}
        query={templates}
      />
    </Box>
  );
}

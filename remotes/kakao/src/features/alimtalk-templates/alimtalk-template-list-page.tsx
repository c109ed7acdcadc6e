import { Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlimtalkTemplateQuery, AlimtalkTemplateStatus, type AlimtalkTemplate } from '@console/contracts/kakao';
import { useTeamSeq } from '@console/platform/hooks';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { routePath, routePattern } from '../../route-paths';
import { useCanChangeKakao } from '../sender-keys/use-can-change-kakao';
import { AlimtalkStatusChip } from './alimtalk-status-chip';
import { useAlimtalkTemplates } from './get-alimtalk-templates';
import { TemplateListToolbar } from './template-list-toolbar';
import { useTemplateListColumns } from './use-template-list-columns';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * /console/team/{teamSeq}/kakao/template/alimtalk: the team's alimtalk templates and their review, paged
 * on the server; page, size and filters are kept per route pattern, so they survive a trip to a
 * template and back.
 */
export function AlimtalkTemplateListPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const canRegister = useCanChangeKakao();
  const list = usePagedQueryState(routePattern('alimtalk-template-list'), {
    filters: { status: '', senderProfileSeq: '', q: '' },
  });
  const status = AlimtalkTemplateStatus.safeParse(list.filters.status).data;
  const senderProfileSeq = Number(list.filters.senderProfileSeq) || undefined;
  const q = list.filters.q || undefined;
  const templates = useAlimtalkTemplates(teamSeq, { page: list.page, size: list.size, status, senderProfileSeq, q });
  const sharedColumns = useTemplateListColumns<AlimtalkTemplate>(teamSeq);

  const columns: DataTableColumn<AlimtalkTemplate>[] = [
    {
      id: 'code',
      header: t('templateScreens.alimtalkList.columns.code'),
      render: (item) => (
        <Box component="span" sx={{ ...nowrap, fontFamily: 'monospace' }}>
          {item.code}
        </Box>
      ),
    },
    { id: 'name', header: t('templateScreens.alimtalkList.columns.name'), render: (item) => item.name },
    sharedColumns.profile,
    {
      id: 'messageType',
      header: t('templateScreens.alimtalkList.columns.messageType'),
      render: (item) => <Box sx={nowrap}>{t(`templates.messageTypes.${item.messageType}`)}</Box>,
    },
    {
      id: 'status',
      header: t('templateScreens.alimtalkList.columns.status'),
      render: (item) => <AlimtalkStatusChip template={item} />,
    },
    sharedColumns.updatedAt,
  ];

  return (
    <Box>
      <PageHeader
        title={t('templates.title')}
        description={t('templates.description')}
        actions={
          canRegister ? (
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" component={Link} to={routePath('alimtalk-template-multiple', { teamSeq })}>
                {t('templateScreens.alimtalkList.bulk')}
              </Button>
              <Button variant="contained" component={Link} to={routePath('alimtalk-template-regist', { teamSeq })}>
                {t('templateScreens.list.register')}
              </Button>
            </Stack>
          ) : null
        }
      />
      <TemplateListToolbar
        list={list}
        kindFilter={
          <SelectFilter
            label={t('templateScreens.alimtalkList.statusFilter')}
            value={list.filters.status ?? ''}
            options={AlimtalkTemplateStatus.options.map((value) => ({ value, label: t(`templates.status.${value}`) }))}
            onChange={(value) => list.setFilter('status', value)}
          />
        }
        search={{
          label: t('templateScreens.alimtalkList.search'),
          help: t('templateScreens.alimtalkList.searchHelp'),
          rule: AlimtalkTemplateQuery.shape.q,
        }}
      />
      <PagedQueryTable
        label={t('templates.title')}
        columns={columns}
        rowKey={(item) => item.seq}
        emptyMessage={
          status || senderProfileSeq || q
            ? t('templateScreens.list.emptyFiltered')
            : t('templateScreens.alimtalkList.empty')
        }
        rowHref={(item) => routePath('alimtalk-template-detail', { teamSeq, seq: item.seq })}
        list={list}
        query={templates}
      />
    </Box>
  );
}

import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMessageType, BrandTemplateQuery, type BrandTemplate } from '@console/contracts/kakao';
import { useTeamSeq } from '@console/platform/hooks';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { routePath, routePattern } from '../../route-paths';
import { TemplateListToolbar } from '../alimtalk-templates/template-list-toolbar';
import { useTemplateListColumns } from '../alimtalk-templates/use-template-list-columns';
import { useCanChangeKakao } from '../sender-keys/use-can-change-kakao';
import { BrandUsedChip } from './brand-used-chip';
import { useBrandTemplates } from './get-brand-templates';

/**
 * /console/team/{teamSeq}/kakao/template/brand-message: the team's brand templates, paged on the
 * server; page, size and filters (type, profile, search) are kept per route pattern like every list,
 * so they survive a trip to a template and back.
 */
export function BrandTemplateListPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const canRegister = useCanChangeKakao();
  const list = usePagedQueryState(routePattern('brand-template-list'), {
    filters: { type: '', senderProfileSeq: '', q: '' },
  });
  const type = BrandMessageType.safeParse(list.filters.type).data;
  const senderProfileSeq = Number(list.filters.senderProfileSeq) || undefined;
  const q = list.filters.q || undefined;
  const templates = useBrandTemplates(teamSeq, { page: list.page, size: list.size, type, senderProfileSeq, q });
  const sharedColumns = useTemplateListColumns<BrandTemplate>(teamSeq);

  const columns: DataTableColumn<BrandTemplate>[] = [
    { id: 'name', header: t('brandTemplates.list.columns.name'), render: (item) => item.name },
    {
      id: 'type',
      header: t('brandTemplates.list.columns.type'),
      render: (item) => <Box sx={{ whiteSpace: 'nowrap' }}>{t(`brandPreview.types.${item.type}`)}</Box>,
    },
    sharedColumns.profile,
    {
      id: 'used',
      header: t('brandTemplates.list.columns.used'),
      render: (item) => <BrandUsedChip template={item} />,
    },
    sharedColumns.updatedAt,
  ];

  return (
    <Box>
      <PageHeader
        title={t('brandTemplates.title')}
        description={t('brandTemplates.description')}
        actions={
          canRegister ? (
            <Button variant="contained" component={Link} to={routePath('brand-template-regist', { teamSeq })}>
              {t('templateScreens.list.register')}
            </Button>
          ) : null
        }
      />
      <TemplateListToolbar
        list={list}
        kindFilter={
          <SelectFilter
            label={t('brandTemplates.list.typeFilter')}
            value={list.filters.type ?? ''}
            options={BrandMessageType.options.map((value) => ({ value, label: t(`brandPreview.types.${value}`) }))}
            onChange={(value) => list.setFilter('type', value)}
          />
        }
        search={{
          label: t('brandTemplates.list.search'),
          help: t('brandTemplates.list.searchHelp'),
          rule: BrandTemplateQuery.shape.q,
        }}
      />
      <PagedQueryTable
        label={t('brandTemplates.title')}
        columns={columns}
        rowKey={(item) => item.seq}
        emptyMessage={
          type || senderProfileSeq || q ? t('templateScreens.list.emptyFiltered') : t('brandTemplates.list.empty')
        }
        rowHref={(item) => routePath('brand-template-detail', { teamSeq, seq: item.seq })}
        list={list}
        query={templates}
      />
    </Box>
  );
}

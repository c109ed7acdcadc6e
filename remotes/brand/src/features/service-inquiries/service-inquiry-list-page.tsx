import { Box, Button, Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InquiryState, type InquirySummary } from '@console/contracts/inquiries';
import type { DataTableColumn } from '@console/ui/data-table';
import { formatDate } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { useInquiries } from './inquiry-api';
import { inquiryPath } from './inquiry-paths';
import { InquiryStateChip } from './inquiry-state-chip';

const PATTERN = '/brand/customers/serviceInquiry';

/**
 * /brand/customers/serviceInquiry: the user's 1:1 inquiries (a master's: the whole business's), newest
 * first, filtered by state with chips; each row opens its thread. Paging and the filter survive a trip
 * to a detail and back.
 */
export function ServiceInquiryListPage() {
  const { t } = useTranslation();
  const list = usePagedQueryState(PATTERN, { size: 10, filters: { state: '' } });
  const state = InquiryState.safeParse(list.filters.state).data;
  const query = useInquiries({ page: list.page, size: list.size, ...(state ? { state } : {}) });

  const columns: DataTableColumn<InquirySummary>[] = [
    { id: 'seq', header: t('serviceInquiry.list.seq'), render: (row) => row.seq, width: 72 },
    {
      id: 'category',
      header: t('serviceInquiry.list.category'),
      render: (row) => t(`serviceInquiry.categories.${row.category}`),
      width: 110,
    },
    { id: 'title', header: t('serviceInquiry.list.subject'), render: (row) => row.title },
    {
      id: 'team',
      header: t('serviceInquiry.list.team'),
      render: (row) => row.teamName ?? t('serviceInquiry.list.noTeam'),
      width: 130,
    },
    { id: 'writer', header: t('serviceInquiry.list.writer'), render: (row) => row.writerName, width: 110 },
    {
      id: 'createdAt',
      header: t('serviceInquiry.list.createdAt'),
      render: (row) => formatDate(row.createdAt),
      width: 120,
    },
    {
      id: 'state',
      header: t('serviceInquiry.list.state'),
      render: (row) => <InquiryStateChip state={row.state} />,
      width: 110,
    },
  ];

  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto', px: { xs: 2, md: 3 }, py: 4 }}>
      <PageHeader
        title={t('serviceInquiry.title')}
        description={t('serviceInquiry.description')}
        actions={
          <Button variant="contained" component={Link} to={inquiryPath('service-inquiry-write')}>
            {t('serviceInquiry.write')}
          </Button>
        }
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        role="group"
        aria-label={t('serviceInquiry.stateFilter')}
        sx={{ mb: 2 }}
      >
        {(['', ...InquiryState.options] as const).map((value) => (
          <Chip
            key={value || 'all'}
            label={value ? t(`serviceInquiry.states.${value}`) : t('serviceInquiry.allStates')}
            color={(state ?? '') === value ? 'primary' : 'default'}
            variant={(state ?? '') === value ? 'filled' : 'outlined'}
            aria-pressed={(state ?? '') === value}
            onClick={() => list.setFilter('state', value)}
          />
        ))}
      </Stack>
      <PagedQueryTable
        label={t('serviceInquiry.list.label')}
        columns={columns}
        rowKey={(row) => row.seq}
        rowHref={(row) => inquiryPath('service-inquiry-detail', { seq: row.seq })}
        list={list}
        query={query}
        emptyMessage={
          state
            ? t('serviceInquiry.list.emptyState', { state: t(`serviceInquiry.states.${state}`) })
            : t('serviceInquiry.list.empty')
        }
      />
    </Box>
  );
}

import { Box, Link, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MoMessageQuery } from '@console/contracts/send-history';
import type { MoMessage } from '@console/contracts/send-requests';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { ExportButton } from '@console/ui/export-button';
import { formatDateTime, formatPhoneNumber, isoDateInSeoul } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { issuesByField } from '@console/ui/query-draft';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { routePath, routePattern } from '../../route-paths';
import { DateRangeFilter, defaultRangeStart } from '../send-history/date-range-filter';
import { moFilterParams, useMoMessages } from './get-mo-messages';
import { useMoNumbers } from './get-mo-numbers';
import { MoOptOutBadge } from './mo-opt-out-badge';
import { useTeamSeq } from '@console/platform/hooks';

/** /console/team/{teamSeq}/history/mo: replies received on the team's representative numbers, 31 days at a time. */
export function MoHistoryPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const list = usePagedQueryState(routePattern('history-mo'), {
    filters: { from: defaultRangeStart(), to: isoDateInSeoul(), phone: '', text: '', toNumber: '' },
  });
  const { from = '', to = '' } = list.filters;
  const filters = {
    from,
    to,
    phone: (list.filters.phone ?? '').replace(/\D/g, '') || undefined,
    text: (list.filters.text ?? '').trim() || undefined,
    toNumber: list.filters.toNumber || undefined,
  };
  // The server's own query schema: a range it would refuse is explained here and never sent.
  const checked = MoMessageQuery.safeParse({ page: list.page, size: list.size, ...filters });
  const errors = issuesByField(checked.error);
  const messages = useMoMessages(teamSeq, { page: list.page, size: list.size, ...filters }, checked.success);
  const numbers = useMoNumbers(teamSeq);

  const columns: DataTableColumn<MoMessage>[] = [
    { id: 'receivedAt', header: t('moHistory.columns.receivedAt'), render: (m) => formatDateTime(m.receivedAt) },
    { id: 'fromPhone', header: t('moHistory.columns.fromPhone'), render: (m) => formatPhoneNumber(m.fromPhone) },
    { id: 'toNumber', header: t('moHistory.columns.toNumber'), render: (m) => formatPhoneNumber(m.toNumber) },
    {
      id: 'body',
      header: t('moHistory.columns.body'),
      render: (m) => (
        <Typography variant="body2" sx={{ maxWidth: 320, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {m.body}
        </Typography>
      ),
    },
    {
      id: 'optOut',
      header: t('moHistory.columns.optOut'),
      render: (m) => <MoOptOutBadge message={m} teamSeq={teamSeq} />,
    },
    {
      id: 'replyTo',
      header: t('moHistory.columns.replyTo'),
      render: (m) =>
        m.replyToRequestSeq ? (
          <Link component={RouterLink} to={routePath('send-history-detail', { teamSeq, seq: m.replyToRequestSeq })}>
            #{m.replyToRequestSeq}
          </Link>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title={t('moHistory.title')}
        description={t('moHistory.description')}
        actions={
          checked.success ? (
            <ExportButton
              url="/api/team/messages/mo/export"
              params={moFilterParams(filters)}
              fallbackName="mo-messages.csv"
            />
          ) : null
        }
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap alignItems="flex-start">
        <DateRangeFilter from={from} to={to} onChange={list.setFilter} errors={errors} />
        <SelectFilter
          label={t('moHistory.filters.toNumber')}
          value={list.filters.toNumber ?? ''}
          options={(numbers.data ?? []).map((value) => ({ value, label: formatPhoneNumber(value) }))}
          onChange={(value) => list.setFilter('toNumber', value)}
          minWidth={150}
        />
        <TextField
          size="small"
          label={t('moHistory.filters.phone')}
          value={list.filters.phone ?? ''}
          onChange={(event) => list.setFilter('phone', event.target.value)}
        />
        <TextField
          size="small"
          label={t('moHistory.filters.text')}
          value={list.filters.text ?? ''}
          onChange={(event) => list.setFilter('text', event.target.value)}
          error={Boolean(errors.text)}
          helperText={errors.text}
        />
      </Stack>
      <PagedQueryTable
        label={t('moHistory.title')}
        columns={columns}
        rowKey={(m) => m.seq}
        emptyMessage={t('moHistory.empty')}
        invalidMessage={t('history.fixRange')}
        list={list}
        query={messages}
        enabled={checked.success}
      />
    </Box>
  );
}

import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@console/ui/data-table';
import { StatusChip } from '@console/ui/status-chip';
import { formatCount } from '@console/ui/format';
import { PocSection } from './poc-section';

interface SampleRow {
  id: number;
  team: string;
  sent: number;
  ok: boolean;
}

const SAMPLE: SampleRow[] = Array.from({ length: 47 }, (_, i) => ({
  id: i + 1,
  team: `team-${(i % 4) + 1}`,
  sent: (i + 1) * 137,
  ok: i % 5 !== 0,
}));
type Mode = 'data' | 'loading' | 'empty' | 'error';

/** /poc/table: the shared DataTable with paging and its loading, empty and error states. */
export function PocTablePage() {
  const { t } = useTranslation('shell');
  const [mode, setMode] = useState<Mode>('data');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const rows = mode === 'data' ? SAMPLE.slice((page - 1) * size, page * size) : mode === 'empty' ? [] : undefined;
  return (
    <PocSection title={t('poc.table.title')} column>
      <ToggleButtonGroup
        sx={{ alignSelf: 'flex-start' }}
        exclusive
        size="small"
        value={mode}
        onChange={(_, value: Mode | null) => value && setMode(value)}
      >
        <ToggleButton value="data">{t('poc.table.title')}</ToggleButton>
        <ToggleButton value="loading">{t('poc.table.loadingState')}</ToggleButton>
        <ToggleButton value="empty">{t('poc.table.emptyState')}</ToggleButton>
        <ToggleButton value="error">{t('poc.table.errorState')}</ToggleButton>
      </ToggleButtonGroup>
      <DataTable<SampleRow>
        label={t('poc.table.title')}
        columns={[
          { id: 'id', header: '#', render: (r) => r.id, width: 60 },
          { id: 'team', header: t('poc.table.team'), render: (r) => r.team },
          { id: 'sent', header: t('poc.table.sent'), render: (r) => formatCount(r.sent), align: 'right' },
          {
            id: 'status',
            header: t('poc.table.status'),
            render: (r) => <StatusChip label={r.ok ? 'DONE' : 'FAILED'} tone={r.ok ? 'success' : 'error'} />,
          },
        ]}
        rowKey={(r) => r.id}
        rows={rows}
        total={mode === 'data' ? SAMPLE.length : 0}
        page={page}
        size={size}
        onPageChange={setPage}
        onSizeChange={(next) => {
          setSize(next);
          setPage(1);
        }}
        loading={mode === 'loading'}
        error={mode === 'error'}
        onRetry={() => setMode('data')}
        emptyMessage={t('poc.table.empty')}
      />
    </PocSection>
  );
}

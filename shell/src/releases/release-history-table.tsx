import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EnvironmentRemote } from '@console/contracts/registry';
import type { RegistryChange } from '@console/contracts/releases';
import { DataTable, type DataTableColumn } from '@console/ui/data-table';
import { formatDateTime } from '@console/ui/format';
import { StatusChip } from '@console/ui/status-chip';

const PAGE_SIZE = 10;

/** A remote's registry entry in one line: "1.1.0 (사용) + 카나리 1.2.0 50%". */
export function describeEntry(t: TFunction<'shell'>, entry: EnvironmentRemote | null): string {
  if (!entry) return t('releaseManager.state.none');
  if (entry.canary && entry.enabled) {
    return t('releaseManager.state.canary', {
      version: entry.version,
      canary: entry.canary.version,
      percent: entry.canary.percent,
    });
  }
  return t(entry.enabled ? 'releaseManager.state.on' : 'releaseManager.state.off', { version: entry.version });
}

/** An environment's registry changes, newest first, paged here (the status answer holds them all). */
export function ReleaseHistoryTable({ history, label }: { history: RegistryChange[]; label: string }) {
  const { t } = useTranslation('shell');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const rows = [...history].sort((a, b) => b.id - a.id);

  const columns: DataTableColumn<RegistryChange>[] = [
    { id: 'at', header: t('releaseManager.historyColumns.at'), width: 170, render: (c) => formatDateTime(c.at) },
    {
      id: 'by',
      header: t('releaseManager.historyColumns.by'),
      width: 140,
      render: (c) =>
        c.automatic ? <StatusChip label={t('releaseManager.automatic')} tone="warning" title={c.by} /> : c.by,
    },
    {
      id: 'action',
      header: t('releaseManager.historyColumns.action'),
      width: 110,
      render: (c) => t(`releaseManager.actions.${c.action}`),
    },
    { id: 'remote', header: t('releaseManager.historyColumns.remote'), width: 110, render: (c) => c.remote },
    {
      id: 'change',
      header: t('releaseManager.historyColumns.change'),
      render: (c) => `${describeEntry(t, c.before)} → ${describeEntry(t, c.after)}`,
    },
    { id: 'reason', header: t('releaseManager.historyColumns.reason'), render: (c) => c.reason ?? '-' },
  ];

  return (
    <DataTable
      label={label}
      columns={columns}
      rowKey={(c) => c.id}
      rows={rows.slice((page - 1) * size, page * size)}
      total={rows.length}
      page={page}
      size={size}
      onPageChange={setPage}
      onSizeChange={(next) => {
        setSize(next);
        setPage(1);
      }}
      emptyMessage={t('releaseManager.historyEmpty')}
    />
  );
}

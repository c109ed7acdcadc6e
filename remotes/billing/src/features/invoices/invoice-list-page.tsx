import { useState } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { InvoiceStatus, type InvoiceSummary } from '@console/contracts/billing';
import type { DataTableColumn } from '@console/ui/data-table';
import { formatDate } from '@console/ui/format';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { lazyDialog } from '@console/platform/lazy-dialog';
import { routePattern } from '../../route-paths';
import { useInvoices } from './get-invoices';
import { InvoiceStatusChip } from './invoice-status-chip';
import { useInvoiceLabels } from './use-invoice-labels';

// Loads when first opened (with the form library it may use): most visits of this page never open it.
const InvoiceDetailDialog = lazyDialog(
  () => import(/* webpackChunkName: "invoice-detail-dialog" */ './invoice-detail-dialog'),
  'InvoiceDetailDialog',
);

/** /console/billing/invoice: the business's monthly invoices; one opens in a dialog with its lines and tax data. */
export function InvoiceListPage() {
  const { t } = useTranslation();
  const label = useInvoiceLabels();
  const [openSeq, setOpenSeq] = useState<number | null>(null);
  const list = usePagedQueryState(routePattern('billing-invoice'), { filters: { status: '' } });
  const status = InvoiceStatus.safeParse(list.filters.status).data;
  const invoices = useInvoices({ page: list.page, size: list.size, status });

  const columns: DataTableColumn<InvoiceSummary>[] = [
    {
      id: 'month',
      header: t('invoices.columns.month'),
      render: (invoice) => (
        <Link
          component="button"
          type="button"
          underline="hover"
          fontWeight={600}
          onClick={() => setOpenSeq(invoice.seq)}
        >
          {label.month(invoice.month)}
        </Link>
      ),
    },
    { id: 'mode', header: t('invoices.columns.mode'), render: (invoice) => t(`invoices.mode.${invoice.mode}`) },
    { id: 'supply', header: t('invoices.columns.supply'), align: 'right', render: (i) => label.krw(i.supplyKrw) },
    { id: 'vat', header: t('invoices.columns.vat'), align: 'right', render: (i) => label.krw(i.vatKrw) },
    {
      id: 'total',
      header: t('invoices.columns.total'),
      align: 'right',
      render: (invoice) => <strong>{label.krw(invoice.totalKrw)}</strong>,
    },
    { id: 'dueDate', header: t('invoices.columns.dueDate'), render: (invoice) => formatDate(invoice.dueDate) },
    {
      id: 'status',
      header: t('invoices.columns.status'),
      render: (invoice) => <InvoiceStatusChip status={invoice.status} />,
    },
    {
      id: 'paidWith',
      header: t('invoices.columns.paidWith'),
      render: (invoice) =>
        invoice.paidWith ? (
          <Box>
            <Typography variant="body2">{invoice.paidWith}</Typography>
            {invoice.paidAt ? (
              <Typography variant="caption" color="text.secondary">
                {t('invoices.paidOn', { date: formatDate(invoice.paidAt) })}
              </Typography>
            ) : null}
          </Box>
        ) : (
          '-'
        ),
    },
    {
      id: 'actions',
      header: t('invoices.columns.actions'),
      align: 'center',
      render: (invoice) => (
        <Button
          size="small"
          variant="outlined"
          onClick={() => setOpenSeq(invoice.seq)}
          aria-label={t('invoices.openLabel', { month: label.month(invoice.month) })}
        >
          {t('invoices.open')}
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader title={t('invoices.title')} description={t('invoices.description')} />
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <SelectFilter
          label={t('invoices.statusFilter')}
          value={list.filters.status ?? ''}
          options={InvoiceStatus.options.map((value) => ({ value, label: t(`invoices.status.${value}`) }))}
          onChange={(value) => list.setFilter('status', value)}
        />
      </Stack>
      <PagedQueryTable
        label={t('invoices.title')}
        columns={columns}
        rowKey={(invoice) => invoice.seq}
        emptyMessage={status ? t('invoices.emptyFiltered') : t('invoices.empty')}
        errorMessage={t('invoices.loadFailed')}
        list={list}
        query={invoices}
      />
      {openSeq !== null ? <InvoiceDetailDialog seq={openSeq} onClose={() => setOpenSeq(null)} /> : null}
    </Box>
  );
}

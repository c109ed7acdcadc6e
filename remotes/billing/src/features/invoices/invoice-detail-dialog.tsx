import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@console/contracts/billing';
import { isApiError } from '@console/platform/api-error';
import { DefinitionList } from '@console/ui/definition-list';
import { FailureAlert } from '@console/ui/failure-alert';
import { formatDate } from '@console/ui/format';
import { openInvoicePopup } from '../invoice-print/open-invoice-popup';
import { useInvoice } from './get-invoice';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoiceStatusChip } from './invoice-status-chip';
import { InvoiceTaxSection } from './invoice-tax-section';
import { useInvoiceLabels } from './use-invoice-labels';
import { usePaymentNotice } from './use-payment-notice';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" fontWeight={700} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function InvoiceDetailBody({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const label = useInvoiceLabels();
  const notice = usePaymentNotice(invoice);
  return (
    <Stack spacing={3}>
      <Section title={t('invoices.detail.summary')}>
        <DefinitionList
          rows={[
            [t('invoices.columns.status'), <InvoiceStatusChip key="status" status={invoice.status} />],
            [t('invoices.columns.mode'), t(`invoices.mode.${invoice.mode}`)],
            [t('invoices.detail.issuedAt'), formatDate(invoice.issuedAt)],
            [t('invoices.columns.dueDate'), formatDate(invoice.dueDate)],
            [t('invoices.totals.billed'), <strong key="total">{label.krw(invoice.totalKrw)}</strong>],
          ]}
        />
      </Section>
      <Section title={t('invoices.detail.lines')}>
        <InvoiceLinesTable invoice={invoice} />
      </Section>
      <Section title={t('invoices.detail.taxInvoice')}>
        <InvoiceTaxSection invoice={invoice} />
      </Section>
      <Section title={t('invoices.detail.payment')}>
        <Alert severity={notice.tone} icon={false} role="note">
          {notice.text}
          {notice.showAccount ? (
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
              {t('invoices.pay.account')}: {invoice.transferAccount}
            </Typography>
          ) : null}
        </Alert>
      </Section>
    </Stack>
  );
}

/**
 * One invoice over the list: summary, lines with supply amount, VAT and total, the tax-invoice data
 * and how to pay, with "인쇄 / PDF" opening the printable invoice in its own window.
 */
export function InvoiceDetailDialog({ seq, onClose }: { seq: number; onClose(): void }) {
  const { t } = useTranslation();
  const label = useInvoiceLabels();
  const invoice = useInvoice(seq);
  const [blocked, setBlocked] = useState(false);
  const print = () => setBlocked(openInvoicePopup(seq) === null);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="invoice-detail-title">
      <DialogTitle id="invoice-detail-title">
        {invoice.data ? t('invoices.detail.title', { month: label.month(invoice.data.month) }) : t('invoices.title')}
      </DialogTitle>
      <DialogContent dividers>
        <FailureAlert
          message={blocked ? t('invoices.detail.popupBlocked') : null}
          onClose={() => setBlocked(false)}
          sx={{ mb: 2 }}
        />
        {invoice.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('invoices.loading')} />
          </Box>
        ) : null}
        {invoice.isError ? (
          <Alert severity="error" role="alert">
            {isApiError(invoice.error) ? invoice.error.message : t('invoices.notFound')}
          </Alert>
        ) : null}
        {invoice.data ? <InvoiceDetailBody invoice={invoice.data} /> : null}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('invoices.close')}
        </Button>
        <Button variant="contained" onClick={print} disabled={!invoice.data}>
          {t('invoices.detail.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

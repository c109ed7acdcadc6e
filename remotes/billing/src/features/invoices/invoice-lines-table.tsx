import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@console/contracts/billing';
import { formatCount } from '@console/ui/format';
import { useInvoiceLabels } from './use-invoice-labels';

/** The invoice's lines per team, channel and type, then supply amount, VAT and total. */
export function InvoiceLinesTable({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const label = useInvoiceLabels();
  const totalRow = (name: string, amount: number, strong = false) => (
    <TableRow>
      <TableCell colSpan={5} align="right" sx={{ fontWeight: strong ? 700 : 500, color: 'text.primary' }}>
        {name}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: strong ? 700 : 500, color: 'text.primary' }}>
        {label.krw(amount)}
      </TableCell>
    </TableRow>
  );
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('invoices.lines.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoices.lines.team')}</TableCell>
            <TableCell>{t('invoices.lines.channel')}</TableCell>
            <TableCell>{t('invoices.lines.type')}</TableCell>
            <TableCell align="right">{t('invoices.lines.quantity')}</TableCell>
            <TableCell align="right">{t('invoices.lines.unitPrice')}</TableCell>
            <TableCell align="right">{t('invoices.lines.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} align="center" sx={{ color: 'text.secondary', py: 3 }}>
                {t('invoices.detail.noLines')}
              </TableCell>
            </TableRow>
          ) : null}
          {invoice.lines.map((line, index) => (
            <TableRow key={`${line.teamName ?? ''}-${line.channel}-${line.type}-${line.unitPriceKrw}-${index}`}>
              <TableCell>{line.teamName ?? t('invoices.lines.allTeams')}</TableCell>
              <TableCell>{label.channel(line.channel)}</TableCell>
              <TableCell>{label.type(line.type)}</TableCell>
              <TableCell align="right">{formatCount(line.quantity)}</TableCell>
              <TableCell align="right">{label.krw(line.unitPriceKrw)}</TableCell>
              <TableCell align="right">{label.krw(line.amountKrw)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {totalRow(t('invoices.totals.supply'), invoice.supplyKrw)}
          {totalRow(t('invoices.totals.vat'), invoice.vatKrw)}
          {totalRow(t('invoices.totals.total'), invoice.totalKrw, true)}
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

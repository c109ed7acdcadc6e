import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@console/contracts/billing';
import { formatBusinessNumber } from '@console/contracts/business';
import { formatCount, formatDate, formatKrwInKoreanWords } from '@console/ui/format';
import { useInvoiceLabels } from '../invoices/use-invoice-labels';
import { usePaymentNotice } from '../invoices/use-payment-notice';
import { invoiceSheetStyles } from './invoice-sheet-styles';

type TaxParty = InvoiceDetail['taxInvoice']['supplier'];

/** The supplier and recipient blocks of a Korean invoice, side by side in one bordered table. */
function PartiesTable({ supplier, recipient }: { supplier: TaxParty; recipient: TaxParty }) {
  const { t } = useTranslation();
  const rows: [string, (party: TaxParty) => string][] = [
    [t('invoices.tax.registrationNumber'), (p) => formatBusinessNumber(p.registrationNumber)],
    [t('invoices.tax.companyName'), (p) => p.companyName],
    [t('invoices.tax.representative'), (p) => p.representative],
    [t('invoices.tax.address'), (p) => p.address],
    [t('invoices.tax.businessTypeItem'), (p) => `${p.businessType} / ${p.businessItem}`],
    [t('invoices.tax.email'), (p) => p.email ?? '-'],
  ];
  return (
    <table className="inv-parties">
      <colgroup>
        <col style={{ width: '4%' }} />
        <col style={{ width: '13%' }} />
        <col style={{ width: '33%' }} />
        <col style={{ width: '4%' }} />
        <col style={{ width: '13%' }} />
        <col style={{ width: '33%' }} />
      </colgroup>
      <tbody>
        {rows.map(([label, value], index) => (
          <tr key={label}>
            {index === 0 ? (
              <th rowSpan={rows.length} scope="rowgroup" className="inv-party-name">
                {t('invoices.tax.supplier')}
              </th>
            ) : null}
            <th scope="row">{label}</th>
            <td>{value(supplier)}</td>
            {index === 0 ? (
              <th rowSpan={rows.length} scope="rowgroup" className="inv-party-name">
                {t('invoices.tax.recipient')}
              </th>
            ) : null}
            <th scope="row">{label}</th>
            <td>{value(recipient)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The invoice as an A4 document (청구서): title and month, supplier and recipient, the lines, the
 * totals with the amount in words, how to pay and the tax invoice's approval number. Sized in mm and
 * pt so that ~30 lines fit one printed page (@page A4, 12 mm margins).
 */
export function InvoiceDocument({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const label = useInvoiceLabels();
  const notice = usePaymentNotice(invoice);
  const { supplier, recipient, issueDate, approvalNumber } = invoice.taxInvoice;
  const words = i18n.language === 'ko' ? formatKrwInKoreanWords(invoice.totalKrw) : formatCount(invoice.totalKrw);

  return (
    <Box
      component="article"
      className="inv-sheet"
      aria-label={t('invoices.print.documentTitle')}
      sx={invoiceSheetStyles}
    >
      <header className="inv-head">
        <div>
          <h1>{t('invoices.print.documentTitle')}</h1>
          <p className="inv-month">{label.monthOfUse(invoice.month)}</p>
        </div>
        <table className="inv-meta">
          <tbody>
            <tr>
              <th scope="row">{t('invoices.print.invoiceNumber')}</th>
              <td>{invoice.seq}</td>
            </tr>
            <tr>
              <th scope="row">{t('invoices.detail.issuedAt')}</th>
              <td>{formatDate(invoice.issuedAt)}</td>
            </tr>
            <tr>
              <th scope="row">{t('invoices.pay.dueDate')}</th>
              <td>{formatDate(invoice.dueDate)}</td>
            </tr>
            <tr>
              <th scope="row">{t('invoices.print.paymentStatus')}</th>
              <td>{`${t(`invoices.status.${invoice.status}`)} · ${t(`invoices.mode.${invoice.mode}`)}`}</td>
            </tr>
          </tbody>
        </table>
      </header>

      <PartiesTable supplier={supplier} recipient={recipient} />

      <div className="inv-billed">
        <span className="inv-billed-label">{t('invoices.totals.billed')}</span>
        <span className="inv-billed-words">{t('invoices.print.amountInWords', { words })}</span>
        <strong className="inv-billed-amount">{label.krw(invoice.totalKrw)}</strong>
      </div>

      <table className="inv-lines">
        <colgroup>
          <col style={{ width: '4%' }} />
          <col style={{ width: '20%' }} />
          <col style={{ width: '11%' }} />
          <col style={{ width: '31%' }} />
          <col style={{ width: '9%' }} />
          <col style={{ width: '10%' }} />
          <col style={{ width: '15%' }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">No</th>
            <th scope="col">{t('invoices.lines.team')}</th>
            <th scope="col">{t('invoices.lines.channel')}</th>
            <th scope="col">{t('invoices.lines.type')}</th>
            <th scope="col">{t('invoices.lines.quantity')}</th>
            <th scope="col">{t('invoices.lines.unitPrice')}</th>
            <th scope="col">{t('invoices.lines.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={`${line.teamName ?? ''}-${line.channel}-${line.type}-${line.unitPriceKrw}-${index}`}>
              <td className="inv-num">{index + 1}</td>
              <td>{line.teamName ?? t('invoices.lines.allTeams')}</td>
              <td>{label.channel(line.channel)}</td>
              <td>{label.type(line.type)}</td>
              <td className="inv-num">{formatCount(line.quantity)}</td>
              <td className="inv-num">{label.krw(line.unitPriceKrw)}</td>
              <td className="inv-num">{label.krw(line.amountKrw)}</td>
            </tr>
          ))}
          {invoice.lines.length === 0 ? (
            <tr>
              <td colSpan={7} className="inv-empty">
                {t('invoices.detail.noLines')}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>

      <div className="inv-bottom">
        <table className="inv-pay">
          <tbody>
            <tr>
              <th scope="row">{t('invoices.detail.payment')}</th>
              <td>{notice.text}</td>
            </tr>
            {notice.showAccount ? (
              <tr>
                <th scope="row">{t('invoices.pay.account')}</th>
                <td>{invoice.transferAccount}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row">{t('invoices.tax.issueDate')}</th>
              <td>{formatDate(issueDate)}</td>
            </tr>
            <tr>
              <th scope="row">{t('invoices.tax.approvalNumber')}</th>
              <td className="inv-mono">{approvalNumber ?? t('invoices.tax.notIssued')}</td>
            </tr>
          </tbody>
        </table>
        <table className="inv-totals">
          <tbody>
            <tr>
              <th scope="row">{t('invoices.totals.supply')}</th>
              <td>{label.krw(invoice.supplyKrw)}</td>
            </tr>
            <tr>
              <th scope="row">{t('invoices.totals.vat')}</th>
              <td>{label.krw(invoice.vatKrw)}</td>
            </tr>
            <tr className="inv-grand">
              <th scope="row">{t('invoices.totals.total')}</th>
              <td>{label.krw(invoice.totalKrw)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </Box>
  );
}

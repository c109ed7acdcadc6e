import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@console/contracts/billing';
import { formatBusinessNumber } from '@console/contracts/business';
import { DefinitionList } from '@console/ui/definition-list';
import { formatDate } from '@console/ui/format';

type TaxParty = InvoiceDetail['taxInvoice']['supplier'];

function PartyCard({ title, party, withEmail }: { title: string; party: TaxParty; withEmail: boolean }) {
  const { t } = useTranslation();
  const headingId = `tax-party-${withEmail ? 'recipient' : 'supplier'}`;
  const rows: [string, string][] = [
    [t('invoices.tax.registrationNumber'), formatBusinessNumber(party.registrationNumber)],
    [t('invoices.tax.companyName'), party.companyName],
    [t('invoices.tax.representative'), party.representative],
    [t('invoices.tax.address'), party.address],
    [t('invoices.tax.businessTypeItem'), `${party.businessType} / ${party.businessItem}`],
  ];
  if (withEmail) rows.push([t('invoices.tax.email'), party.email ?? '-']);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <DefinitionList rows={rows} />
    </Paper>
  );
}

/** The tax-invoice data: supplier and recipient side by side, issue date and approval number. */
export function InvoiceTaxSection({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const { supplier, recipient, issueDate, approvalNumber } = invoice.taxInvoice;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mb: 2 }}>
        <PartyCard title={t('invoices.tax.supplier')} party={supplier} withEmail={false} />
        <PartyCard title={t('invoices.tax.recipient')} party={recipient} withEmail />
      </Box>
      <DefinitionList
        rows={[
          [t('invoices.tax.issueDate'), formatDate(issueDate)],
          [
            t('invoices.tax.approvalNumber'),
            approvalNumber ? (
              <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
                {approvalNumber}
              </Typography>
            ) : (
              t('invoices.tax.notIssued')
            ),
          ],
        ]}
      />
    </Box>
  );
}

import { useEffect } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@console/platform/api-error';
import { isInvoiceSeq, useInvoice } from '../invoices/get-invoice';
import { InvoiceDocument } from './invoice-document';
import { InvoicePrintStyles, SCREEN_ONLY } from './print-styles';
import { useInvoiceSeqParam } from './use-invoice-seq-param';

/** What the popup says instead of the invoice, in the user's language. */
function useProblem(seq: number | null, error: unknown): string | null {
  const { t } = useTranslation();
  if (seq === null) return t('invoices.print.noSeq');
  if (!isInvoiceSeq(seq)) return t('invoices.print.notFound');
  if (!error) return null;
  if (isApiError(error)) return error.status === 404 ? t('invoices.print.notFound') : error.message;
  return t('invoices.print.loadFailed');
}

/**
 * /console/popup/invoice?seq=N (no layout): the invoice as an A4 sheet with a toolbar to print it
 * (the browser's "Save as PDF" gives the PDF) or close the window. Only the sheet is printed.
 */
export function InvoicePrintPage() {
  const { t } = useTranslation();
  const seq = useInvoiceSeqParam();
  const invoice = useInvoice(seq);
  const problem = useProblem(seq, invoice.error);
  const month = invoice.data?.month;

  // The title is the PDF's default file name: 청구서_2026-10.pdf.
  useEffect(() => {
    if (!month) return undefined;
    const previous = document.title;
    document.title = `${t('invoices.print.documentTitle')}_${month}`;
    return () => {
      document.title = previous;
    };
  }, [month, t]);

  return (
    <Box className="invoice-print-root" sx={{ minHeight: '100vh', bgcolor: '#e9edf3', pb: 4 }}>
      <InvoicePrintStyles />
      <Paper
        square
        elevation={1}
        component="nav"
        aria-label={t('invoices.print.toolbar')}
        className={SCREEN_ONLY}
        sx={{ position: 'sticky', top: 0, zIndex: 1, px: 3, py: 1.5, mb: 3 }}
      >
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {t('invoices.print.hint')}
          </Typography>
          <Button variant="contained" onClick={() => window.print()} disabled={!invoice.data}>
            {t('invoices.print.print')}
          </Button>
          <Button variant="outlined" color="inherit" onClick={() => window.close()}>
            {t('invoices.print.close')}
          </Button>
        </Stack>
      </Paper>
      {problem ? (
        <Box sx={{ maxWidth: 560, mx: 'auto', px: 2 }}>
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        </Box>
      ) : null}
      {!problem && invoice.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={t('invoices.loading')} />
        </Box>
      ) : null}
      {!problem && invoice.data ? <InvoiceDocument invoice={invoice.data} /> : null}
    </Box>
  );
}

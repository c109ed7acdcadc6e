import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SALES_REPLY_BUSINESS_DAYS, type SalesInquiryReceipt } from '@console/contracts/sales-inquiries';

/** The confirmation after a consulting or partnership inquiry: its number, the mail, what happens next. */
export function InquiryReceived({ title, receipt }: { title: string; receipt: SalesInquiryReceipt }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: 4 }}>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="inquiry-received">
        <Stack spacing={2} alignItems="center">
          <Typography variant="h5" component="h1" fontWeight={700}>
            {title}
          </Typography>
          <Typography color="text.secondary">{t('consulting.done.number', { seq: receipt.seq })}</Typography>
          <Alert severity="success" role="status" sx={{ textAlign: 'left' }}>
            {t('consulting.done.mail')} {t('consulting.done.next', { days: SALES_REPLY_BUSINESS_DAYS })}
          </Alert>
          <Button variant="contained" href="/">
            {t('consulting.done.home')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PaymentMethodEvent } from '@console/contracts/billing';
import { formatDateTime } from '@console/ui/format';

/** What happened to the method, as the server lists it: registered, account checked, default, charged, removed. */
export function PaymentMethodHistory({ events }: { events: readonly PaymentMethodEvent[] }) {
  const { t } = useTranslation();
  const title = t('paymentDetail.history.title');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="payment-method-history-title" sx={{ p: 2 }}>
      <Typography id="payment-method-history-title" variant="subtitle1" component="h2" gutterBottom>
        {title}
      </Typography>
      {events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('paymentDetail.history.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('paymentDetail.history.at')}</TableCell>
              <TableCell>{t('paymentDetail.history.kind')}</TableCell>
              <TableCell>{t('paymentDetail.history.detail')}</TableCell>
              <TableCell>{t('paymentDetail.history.by')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {events.map((event, index) => (
              <TableRow key={`${event.at}-${index}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`paymentDetail.history.kinds.${event.kind}`)}</TableCell>
                <TableCell>{event.detail ?? '-'}</TableCell>
                <TableCell>{event.by}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

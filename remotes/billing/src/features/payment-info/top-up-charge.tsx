import { Box, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { vatOf } from '@console/contracts/billing';
import { EMPTY_VALUE, formatKrw } from '@console/ui/format';

/** What a top-up costs: the balance it adds, VAT on top (10 %, rounded down) and the total to pay. */
export function TopUpCharge({ amountKrw }: { amountKrw: number }) {
  const { t, i18n } = useTranslation();
  const known = Number.isSafeInteger(amountKrw) && amountKrw > 0;
  const krw = (value: number) => (known ? formatKrw(value, i18n.language) : EMPTY_VALUE);
  const vat = known ? vatOf(amountKrw) : 0;
  const rows = [
    [t('paymentInfo.topUp.supply'), krw(amountKrw)],
    [t('paymentInfo.topUp.vat'), krw(vat)],
  ] as const;
  return (
    <Box
      role="group"
      aria-label={t('paymentInfo.topUp.charge')}
      sx={{
        bgcolor: 'action.hover',
        borderRadius: 1,
        p: 2,
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        rowGap: 0.5,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="body2" align="right">
            {value}
          </Typography>
        </Box>
      ))}
      <Divider sx={{ gridColumn: '1 / -1', my: 0.5 }} />
      <Typography fontWeight={700}>{t('paymentInfo.topUp.total')}</Typography>
      <Typography fontWeight={700} align="right" data-testid="top-up-total">
        {krw(amountKrw + vat)}
      </Typography>
    </Box>
  );
}

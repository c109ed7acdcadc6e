import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PriceRow } from '@console/contracts/billing';
import { formatKrw } from '@console/ui/format';

/** The prices of one channel (문자, RCS, 카카오톡): per message, before and after VAT. */
export function PriceGroupTable({ channel, rows }: { channel: PriceRow['channel']; rows: PriceRow[] }) {
  const { t, i18n } = useTranslation();
  const headingId = `price-group-${channel}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t(`pricing.channels.${channel}`)}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('pricing.columns.type')}</TableCell>
              <TableCell align="right">{t('pricing.columns.price')}</TableCell>
              <TableCell align="right">{t('pricing.columns.priceWithVat')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.type}>
                <TableCell>{t(`pricing.types.${row.type}`)}</TableCell>
                <TableCell align="right">{formatKrw(row.priceKrw, i18n.language)}</TableCell>
                <TableCell align="right">{formatKrw(row.priceWithVatKrw, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

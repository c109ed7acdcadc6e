import { Alert, Box, Button, List, ListItem, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PriceChannel } from '@console/contracts/billing';
import { formatDate } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { usePrices } from './get-prices';
import { PriceGroupTable } from './price-group-table';

/** /console/billing/pricing: what each message type costs, grouped by channel. */
export function PricingPage() {
  const { t } = useTranslation();
  const prices = usePrices();

  return (
    <Box>
      <PageHeader title={t('pricing.title')} description={t('pricing.description')} />
      {prices.isPending ? <Skeleton variant="rounded" height={320} data-testid="pricing-loading" /> : null}
      {prices.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void prices.refetch()}>
              {t('pricing.retry')}
            </Button>
          }
        >
          {t('pricing.loadFailed')}
        </Alert>
      ) : null}
      {prices.data ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('pricing.effective', {
              date: formatDate(prices.data.effectiveFrom),
              vat: Math.round(prices.data.vatRate * 100),
            })}
          </Typography>
          {PriceChannel.options.map((channel) => {
            const rows = prices.data.rows.filter((row) => row.channel === channel);
            return rows.length > 0 ? <PriceGroupTable key={channel} channel={channel} rows={rows} /> : null;
          })}
          <Alert severity="info" icon={false}>
            <List dense disablePadding>
              <ListItem disableGutters>{t('pricing.notes.failedFree')}</ListItem>
              <ListItem disableGutters>{t('pricing.notes.fallback')}</ListItem>
            </List>
          </Alert>
        </>
      ) : null}
    </Box>
  );
}

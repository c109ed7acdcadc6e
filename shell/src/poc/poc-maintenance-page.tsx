import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@console/contracts/timings';
import { ProductLogo } from '../layouts/product-logo';

/** /poc/system-maintenance: the page shown while the service is under maintenance. */
export function PocMaintenancePage() {
  const { t } = useTranslation('shell');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <Paper variant="outlined" sx={{ p: 6, maxWidth: 640, textAlign: 'center' }} data-testid="maintenance">
        <ProductLogo size={32} />
        <Typography variant="h4" component="h1" fontWeight={800} sx={{ mt: 3, mb: 2 }}>
          {t('poc.maintenance.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('poc.maintenance.message')}
        </Typography>
        <Typography fontWeight={700} sx={{ mb: 2 }}>
          {t('poc.maintenance.window', { from: '2026.11.22 02:00', to: '04:00' })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('poc.maintenance.contact', { email: SUPPORT_EMAIL })}
        </Typography>
        <Button variant="contained" href="/">
          {t('error.goHome')}
        </Button>
      </Paper>
    </Box>
  );
}

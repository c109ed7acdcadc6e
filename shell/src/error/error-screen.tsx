import { Box, Button, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@console/contracts/timings';
import { ProductLogo } from '../layouts/product-logo';

/**
 * The single full-page error screen (SPEC 2): 'ERROR', the apology line, the logo, the inquiry
 * mailto line and a 'go home' button to /. The detail line says what failed (e.g. the 404 path).
 */
export function ErrorScreen({ detail }: { detail?: string | null }) {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="main"
      data-testid="error-screen"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <ProductLogo size={40} />
      <Typography
        component="h1"
        sx={{ fontSize: { xs: 64, sm: 96 }, fontWeight: 800, letterSpacing: 4, lineHeight: 1, color: 'primary.main' }}
      >
        {t('error.heading')}
      </Typography>
      <Typography variant="h6" component="p">
        {t('error.apology')}
      </Typography>
      {detail ? (
        <Typography variant="body2" color="text.secondary" data-testid="error-detail">
          {detail}
        </Typography>
      ) : null}
      <Typography variant="body2">
        {t('error.inquiry')}: <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
      </Typography>
      {/* A full page load on purpose: it leaves every broken state behind. */}
      <Button variant="contained" size="large" href="/">
        {t('error.goHome')}
      </Button>
    </Box>
  );
}

import { useEffect, useState } from 'react';
import { Box, Link, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { IDENTITY_CHECK_MESSAGE_TYPE } from '@console/contracts/signup';
import { ProductLogo } from '../layouts/product-logo';

/**
 * /common/kmc-receive (no layout): the identity-check popup lands here with ?token= or ?error=. It
 * hands the result to the sign-up page that opened it (same origin only) and closes. Opened on its
 * own, it says so and links to the sign-up.
 */
export function KmcReceivePage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const [orphan, setOrphan] = useState(false);

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener || opener === window) {
      setOrphan(true);
      return;
    }
    const token = params.get('token');
    const message = token
      ? { type: IDENTITY_CHECK_MESSAGE_TYPE, token }
      : { type: IDENTITY_CHECK_MESSAGE_TYPE, error: params.get('error') ?? 'UNKNOWN' };
    try {
      opener.postMessage(message, window.location.origin);
    } catch {
      setOrphan(true);
      return;
    }
    window.close();
  }, [params]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 420, textAlign: 'center' }}>
        <ProductLogo size={26} />
        {orphan ? (
          <>
            <Typography variant="h6" component="h1" sx={{ mt: 2 }}>
              {t('kmc.orphanTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ my: 2 }}>
              {t('kmc.orphanMessage')}
            </Typography>
            <Link component={RouterLink} to="/account/signup">
              {t('kmc.toSignup')}
            </Link>
          </>
        ) : (
          <Typography color="text.secondary" sx={{ mt: 2 }} role="status">
            {t('kmc.handingOver')}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}

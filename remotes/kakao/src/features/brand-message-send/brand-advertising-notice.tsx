import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Brand messages are advertising (DOMAIN.md): what that means for this send, before anything is typed. */
export function BrandAdvertisingNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" role="note" data-testid="brand-advertising-notice">
      <AlertTitle>{t('brandSend.advertising.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>{t('brandSend.advertising.optOut')}</li>
        <li>{t('brandSend.advertising.night')}</li>
        <li>{t('brandSend.advertising.mark')}</li>
      </Box>
    </Alert>
  );
}

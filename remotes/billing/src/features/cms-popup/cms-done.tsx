import { useEffect, useRef } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CMS_POPUP_MESSAGE, type CmsPopupMessage, type PaymentMethod } from '@console/contracts/billing';
import { useConsoleLink } from '../../remote-routing';
import { routePath } from '../../route-paths';

/**
 * The registered account. Opened from 결제 정보, the opener hears of it (same origin only) and the
 * popup can close; opened on its own, it links back to 결제 정보.
 */
export function CmsDone({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  const back = useConsoleLink(routePath('billing-info'));
  const opener = window.opener as Window | null;
  const told = useRef(false);

  useEffect(() => {
    if (told.current || !opener) return;
    told.current = true;
    const message: CmsPopupMessage = { type: CMS_POPUP_MESSAGE, paymentMethodSeq: method.seq, label: method.label };
    opener.postMessage(message, window.location.origin);
  }, [opener, method]);

  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        {t('cmsPopup.done', { label: method.label })}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {opener ? t('cmsPopup.doneOpener') : t('cmsPopup.doneAlone')}
      </Typography>
      {opener ? (
        <Button variant="contained" onClick={() => window.close()}>
          {t('cmsPopup.close')}
        </Button>
      ) : (
        <Button variant="contained" {...back}>
          {t('cmsPopup.toPaymentInfo')}
        </Button>
      )}
    </Stack>
  );
}

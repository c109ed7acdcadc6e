import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ALIMTALK_PRICE_KRW } from '@console/contracts/kakao-send';
import { SendProgress } from '@console/send-kit/progress/send-progress';
import { formatCount, formatKrw } from '@console/ui/format';
import { alimtalkCostKrw } from './use-confirm-alimtalk-send';

export interface AlimtalkSendFooterProps {
  recipientCount: number;
  /** A fallback is on: its SMS/LMS is charged apart. */
  fallbackOn: boolean;
  /** The request is being sent: the progress of the upload shows. */
  pending: boolean;
  sent: number;
  reserving: boolean;
  disabled: boolean;
}

/** The end of both alimtalk forms: the cost estimate, the progress while sending and the send button. */
export function AlimtalkSendFooter(props: AlimtalkSendFooterProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Box data-testid="alimtalk-estimate">
        <Typography>
          {t('alimtalkSend.estimate', {
            count: formatCount(props.recipientCount),
            price: formatKrw(ALIMTALK_PRICE_KRW, i18n.language),
            cost: formatKrw(alimtalkCostKrw(props.recipientCount), i18n.language),
          })}
        </Typography>
        {props.fallbackOn ? (
          <Typography variant="body2" color="text.secondary">
            {t('alimtalkSend.estimateFallback')}
          </Typography>
        ) : null}
      </Box>
      {props.pending ? <SendProgress sent={props.sent} recipientCount={props.recipientCount} /> : null}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={props.disabled}>
          {props.reserving ? t('alimtalkSend.submitReserve') : t('alimtalkSend.submit')}
        </Button>
      </Box>
    </>
  );
}

import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useTokenCountdown } from './use-token-countdown';

/** How long the token Kakao sent stays valid ("남은 시간 09:58"), or that it has expired. */
export function TokenCountdown({ deadline }: { deadline: number }) {
  const { t } = useTranslation();
  const left = useTokenCountdown(deadline) ?? 0;
  return (
    <Typography
      variant="body2"
      color={left > 0 ? 'primary' : 'error'}
      fontWeight={600}
      // Announced once it expires, not every second.
      aria-live={left > 0 ? 'off' : 'polite'}
      data-testid="token-countdown"
    >
      {left > 0 ? t('senderKeys.token.remaining', { time: formatCountdown(left) }) : t('senderKeys.token.expired')}
    </Typography>
  );
}

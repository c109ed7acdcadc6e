import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { brandPriceKrw, type BrandTargeting } from '@console/contracts/kakao-brand-send';
import { formatCount, formatKrw } from '@console/ui/format';
import { brandCostKrw } from './use-confirm-brand-send';

/** What the send costs at most: recipients times the targeting's price; a fallback text is charged on its own. */
export function BrandEstimate({
  recipientCount,
  targeting,
  withFallback,
}: {
  recipientCount: number;
  targeting: BrandTargeting;
  withFallback: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box data-testid="brand-estimate">
      <Typography>
        {t('brandSend.estimate', {
          count: formatCount(recipientCount),
          targeting: t(`brandSend.targeting.${targeting}Short`),
          price: formatKrw(brandPriceKrw(targeting), i18n.language),
          cost: formatKrw(brandCostKrw(recipientCount, targeting), i18n.language),
        })}
      </Typography>
      {withFallback ? (
        <Typography variant="body2" color="text.secondary">
          {t('brandSend.estimateFallback')}
        </Typography>
      ) : null}
    </Box>
  );
}

import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The product mark: a speech bubble in the primary colour and the product name. */
export function ProductLogo({ size = 28, withName = true }: { size?: number; withName?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} aria-label={t('common.productName')} role="img">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect x="2" y="4" width="28" height="20" rx="6" fill="#2457f5" />
        <path d="M9 24 L9 30 L16 24 Z" fill="#2457f5" />
        <circle cx="10" cy="14" r="2.2" fill="#fff" />
        <circle cx="16" cy="14" r="2.2" fill="#fff" />
        <circle cx="22" cy="14" r="2.2" fill="#fff" />
      </svg>
      {withName ? (
        <Typography component="span" sx={{ fontWeight: 800, fontSize: size * 0.62, color: 'text.primary' }}>
          {t('common.productName')}
        </Typography>
      ) : null}
    </Box>
  );
}

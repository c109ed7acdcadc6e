import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ReviewWarning } from '@console/contracts/kakao';

/**
 * What Kakao's review usually rejects, computed while the user types (alimtalkReviewWarnings of the
 * contracts, the same function the server's check runs). Warnings, not errors: submitting stays allowed.
 */
export function AlimtalkReviewWarnings({ warnings }: { warnings: readonly ReviewWarning[] }) {
  const { t } = useTranslation();
  const title = t('templates.warnings.title');
  if (warnings.length === 0) {
    return (
      <Box component="section" aria-label={title}>
        <Alert severity="success" role="note">
          {t('templates.warnings.none')}
        </Alert>
      </Box>
    );
  }
  return (
    <Box component="section" aria-label={title}>
      <Alert severity="warning" role="note">
        <AlertTitle>{t('templates.warnings.heading', { count: warnings.length })}</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {warnings.map((warning, index) => (
            <li key={`${warning.field}-${index}`}>{warning.message}</li>
          ))}
        </Box>
        <Box sx={{ mt: 1, fontSize: 13 }}>{t('templates.warnings.note')}</Box>
      </Alert>
    </Box>
  );
}

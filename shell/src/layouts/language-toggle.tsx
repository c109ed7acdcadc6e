import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_COOKIE } from '@console/i18n/setup';

/** Switches between Korean (default) and English; the choice lives in a cookie, the page reloads. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('shell');
  const next = i18n.language === 'en' ? 'ko' : 'en';
  return (
    <Button
      size="small"
      color="inherit"
      lang={next}
      onClick={() => {
        document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=31536000; SameSite=Lax`;
        window.location.reload();
      }}
    >
      {t('common.language')}
    </Button>
  );
}

import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PocSection } from './poc-section';

/** /poc/button: every button the console uses. */
export function PocButtonPage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <PocSection title={t('poc.button.variants')}>
        <Button variant="contained">{t('poc.button.primary')}</Button>
        <Button variant="outlined">{t('poc.button.secondary')}</Button>
        <Button variant="text">{t('poc.button.secondary')}</Button>
        <Button variant="contained" color="error">
          {t('poc.button.danger')}
        </Button>
        <Button variant="outlined" color="error">
          {t('poc.button.danger')}
        </Button>
      </PocSection>
      <PocSection title={t('poc.button.sizes')}>
        <Button variant="contained" size="small">
          {t('poc.button.small')}
        </Button>
        <Button variant="contained" size="medium">
          {t('poc.button.medium')}
        </Button>
        <Button variant="contained" size="large">
          {t('poc.button.large')}
        </Button>
      </PocSection>
      <PocSection title={t('poc.button.states')}>
        <Button variant="contained" disabled>
          {t('poc.button.disabled')}
        </Button>
        {/* The library's loading state names its spinner after the button (an unnamed progressbar is not). */}
        <Button variant="contained" loading loadingPosition="start">
          {t('common.loading')}
        </Button>
      </PocSection>
    </>
  );
}

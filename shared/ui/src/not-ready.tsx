import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface NotReadyProps {
  /** The screen's title, already in the user's language. */
  title: string;
  /** The service (remote) that will build it, already in the user's language. */
  service: string;
}

/** "준비 중인 화면": a route whose screen a later release builds. Says so plainly, pretends nothing. */
export function NotReady({ title, service }: NotReadyProps) {
  const { t } = useTranslation('ui');
  return (
    <Box sx={{ py: 6, px: 2, display: 'flex', justifyContent: 'center' }}>
      <Paper
        variant="outlined"
        sx={{ p: 5, maxWidth: 560, width: '100%', textAlign: 'center' }}
        data-testid="not-ready"
      >
        <Typography variant="overline" color="primary">
          {t('notReady.title')}
        </Typography>
        <Typography variant="h5" component="h1" fontWeight={700} gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{t('notReady.message', { title, service })}</Typography>
      </Paper>
    </Box>
  );
}

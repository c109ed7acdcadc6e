import { useEffect, useRef } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '@console/platform/hooks';

/** /account/logout: ends the session and goes to / (SPEC 7 logout). */
export function LogoutPage() {
  const { t } = useTranslation('shell');
  const logout = useSession((s) => s.logout);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout({ reason: 'user' });
  }, [logout]);
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', alignItems: 'center', py: 12 }}>
      <CircularProgress size={22} />
      <Typography>{t('logout.inProgress')}</Typography>
    </Box>
  );
}

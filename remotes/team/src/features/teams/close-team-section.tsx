import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';
import { useCloseTeam } from './close-team';

/** Closing a team for good (masters), confirmed first; a refusal (reservations) is explained here. */
export function CloseTeamSection({ teamSeq, teamName }: { teamSeq: number; teamName: string }) {
  const { t } = useTranslation();
  const ui = useUi();
  const close = useCloseTeam(teamSeq);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onClose = async () => {
    setRefusal(null);
    const ok = await ui.confirm({
      title: t('closeTeam.confirmTitle'),
      message: t('closeTeam.confirm', { name: teamName }),
      confirmText: t('closeTeam.submit'),
      destructive: true,
    });
    if (!ok) return;
    try {
      await close.mutateAsync();
      ui.toast(t('closeTeam.done', { name: teamName }), 'success');
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : String(error));
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="close-team-heading"
      sx={{ border: 1, borderColor: 'error.light', borderRadius: 1, p: 2.5 }}
    >
      <Typography id="close-team-heading" variant="h6" component="h2" color="error">
        {t('closeTeam.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('closeTeam.description')}
      </Typography>
      {refusal ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          <Typography fontWeight={600}>{refusal}</Typography>
          <Typography variant="body2">{t('closeTeam.refusedHelp')}</Typography>
        </Alert>
      ) : null}
      <Button variant="outlined" color="error" onClick={() => void onClose()} disabled={close.isPending}>
        {t('closeTeam.submit')}
      </Button>
    </Box>
  );
}

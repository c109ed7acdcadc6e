import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '@console/ui/format';
import { useInvitationPreview } from './get-invitation-preview';
import { InvitationProblem, invitationProblemOf } from './invitation-problem';
import { InvitationSummary } from './invitation-summary';

/** /popup/join-mail?token=: the page an invitation mail opens (no layout). */
export function JoinMailPage() {
  const { t } = useTranslation('shell');
  const token = useSearchParams()[0].get('token');
  const preview = useInvitationPreview(token);

  if (!token) return <InvitationProblem kind="NOT_FOUND" />;
  if (preview.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label={t('invitation.loading')} />
      </Box>
    );
  }
  if (preview.isError) {
    const problem = invitationProblemOf(preview.error);
    if (problem) return <InvitationProblem kind={problem.kind} message={problem.message} />;
    return (
      <Box sx={{ p: 4 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void preview.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('invitation.loadFailed')}
        </Alert>
      </Box>
    );
  }

  const invitation = preview.data;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 4, sm: 10 }, px: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: 4 }}>
        <Stack spacing={2.5}>
          <Typography variant="h5" component="h1" fontWeight={800}>
            {t('invitation.title')}
          </Typography>
          <Typography>
            {t('invitation.lead', { inviter: invitation.inviterName, business: invitation.businessName })}
          </Typography>
          <InvitationSummary invitation={invitation} />
          <Typography variant="body2" color="text.secondary">
            {t('invitation.expires', { at: formatDateTime(invitation.expiresAt) })}
          </Typography>
          <Button
            variant="contained"
            size="large"
            component={Link}
            to={`/account/registByEmail?token=${encodeURIComponent(token)}`}
          >
            {t('invitation.continue')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('invitation.haveAccount')}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}

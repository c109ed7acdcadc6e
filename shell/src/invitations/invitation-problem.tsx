import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invitationErrorKindOf, type InvitationErrorKind } from '@console/contracts/invitations';
import { isApiError } from '@console/platform/api-error';

/** Which problem a failed link read or acceptance is; anything unexpected counts as NOT_FOUND. */
export function invitationProblemOf(error: unknown): { kind: InvitationErrorKind; message: string | null } | null {
  if (!isApiError(error)) return null;
  const kind = invitationErrorKindOf(error.resultCode);
  if (kind) return { kind, message: error.message };
  return error.status === 404 ? { kind: 'NOT_FOUND', message: error.message } : null;
}

/** The full page for a link that cannot be used: what happened and what to do next. */
export function InvitationProblem({ kind, message }: { kind: InvitationErrorKind; message?: string | null }) {
  const { t } = useTranslation('shell');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 4, sm: 10 }, px: 2 }}>
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 480, p: 4 }}
        data-testid="invitation-problem"
        data-kind={kind}
      >
        <Stack spacing={2}>
          <Typography variant="h5" component="h1" fontWeight={800}>
            {t(`invitation.problem.${kind}.title`)}
          </Typography>
          {/* The server's message already says what to do next; our own text does when there is none. */}
          <Alert severity={kind === 'USED' ? 'info' : 'warning'}>
            {message ?? t(`invitation.problem.${kind}.message`)}
          </Alert>
          {message ? null : <Typography color="text.secondary">{t(`invitation.problem.${kind}.next`)}</Typography>}
          <Stack direction="row" spacing={1}>
            {kind === 'USED' ? (
              <Button variant="contained" component={Link} to="/account/login">
                {t('invitation.toLogin')}
              </Button>
            ) : null}
            <Button variant={kind === 'USED' ? 'text' : 'contained'} component={Link} to="/">
              {t('invitation.toHome')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}

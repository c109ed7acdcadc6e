import { Alert, Box, Button, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TEAM_REGISTRATION_MAX_MINUTES } from '@console/contracts/timings';
import { isWithdrawalRequested } from '@console/contracts/roles';
import { useSession, useUi } from '@console/platform/hooks';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { useCreateTeam } from './create-team';
import { TeamForm } from './team-form';

/** /console/team/create (masters): a new team starts in REG and is ready within 15 minutes. */
export function TeamCreatePage() {
  const { t } = useTranslation();
  const ui = useUi();
  const navigate = useNavigate();
  const create = useCreateTeam();
  // The server refuses changes while a withdrawal is under review (455); say so before the form.
  const withdrawing = useSession((s) => (s.user ? isWithdrawalRequested(s.user.role) : false));

  return (
    <Box>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('create.regNote', { minutes: TEAM_REGISTRATION_MAX_MINUTES })}
        </Alert>
        {withdrawing ? (
          <Alert severity="warning" sx={{ mb: 3 }}>
            {t('create.withdrawing')}
          </Alert>
        ) : null}
        <TeamForm
          disabled={withdrawing}
          label={t('create.title')}
          submitLabel={t('create.submit')}
          defaultValues={{ name: '', description: '' }}
          onSubmit={async (values) => {
            const team = await create.mutateAsync(values);
            ui.toast(t('create.created', { name: team.name }), 'success');
            navigate(routePath('team-settings', { teamSeq: team.teamSeq }));
          }}
          actions={
            <Button component={Link} to={routePath('team-list')} color="inherit">
              {t('common.cancel')}
            </Button>
          }
        />
      </Paper>
    </Box>
  );
}

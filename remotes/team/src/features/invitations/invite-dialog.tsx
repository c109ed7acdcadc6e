import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { INVITATION_VALID_DAYS, InvitationCreateRequest, InvitationRole } from '@console/contracts/invitations';
import { isWithdrawalRequested, roleAllows } from '@console/contracts/roles';
import { useSession, useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { useTeams } from '../teams/get-teams';
import { useCreateInvitation } from './create-invitation';

type InviteInput = z.input<typeof InvitationCreateRequest>;
type InviteOutput = z.output<typeof InvitationCreateRequest>;

/** E-mail, role and teams of a new invitation. Managers invite users into their own teams only. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const ui = useUi();
  const role = useSession((s) => s.user?.role);
  const isMaster = role !== undefined && !isWithdrawalRequested(role) && roleAllows(role, ['ROLE_MASTER']);
  const roles = isMaster ? InvitationRole.options : (['ROLE_USER'] as const);
  // GET /api/teams answers the caller's own teams (a master's: all), the same rule the server applies.
  const teams = useTeams({ page: 1, size: 100 });
  const openTeams = (teams.data?.items ?? []).filter((team) => team.status !== 'CLOSED');
  const create = useCreateInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(InvitationCreateRequest),
    defaultValues: { email: '', role: 'ROLE_USER', teamSeqs: [] },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const invitation = await create.mutateAsync(values);
      ui.toast(t('invitations.sent', { email: invitation.email }), 'success');
      close();
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, ['email', 'role', 'teamSeqs']));
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="invite-title">
      <form noValidate onSubmit={submit} aria-label={t('invitations.inviteTitle')}>
        <DialogTitle id="invite-title">{t('invitations.inviteTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Alert severity="info">{t('invitations.inviteHelp', { days: INVITATION_VALID_DAYS })}</Alert>
            {failure ? (
              <Alert severity="error" role="alert" data-testid="form-failure">
                {failure}
              </Alert>
            ) : null}
            <TextField
              label={t('invitations.email')}
              type="email"
              autoComplete="off"
              required
              {...form.register('email')}
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <TextField
                  select
                  label={t('invitations.role')}
                  {...field}
                  error={Boolean(errors.role)}
                  helperText={errors.role?.message ?? (isMaster ? ' ' : t('invitations.managerInvitesUsers'))}
                >
                  {roles.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`roles.${value}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="teamSeqs"
              render={({ field }) => (
                <FormControl component="fieldset" error={Boolean(errors.teamSeqs)}>
                  <FormLabel component="legend">{t('invitations.teams')}</FormLabel>
                  <FormGroup>
                    {openTeams.map((team) => (
                      <FormControlLabel
                        key={team.teamSeq}
                        label={team.name}
                        control={
                          <Checkbox
                            checked={field.value.includes(team.teamSeq)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...field.value, team.teamSeq]
                                  : field.value.filter((seq) => seq !== team.teamSeq),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>{errors.teamSeqs?.message ?? t('invitations.teamsHelp')}</FormHelperText>
                </FormControl>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('invitations.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TeamMemberAddRequest } from '@console/contracts/members';
import { TeamRole } from '@console/contracts/teams';
import { useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { roleLabel } from '../members/role-label';
import { useMembers } from '../members/get-members';
import { useAddTeamMember } from './add-team-member';

const CANDIDATES = 50;

/** Picks a business member who is not in the team yet, and their team role. */
export function AddTeamMemberDialog({ teamSeq, open, onClose }: { teamSeq: number; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const ui = useUi();
  const [q, setQ] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const candidates = useMembers(
    { page: 1, size: CANDIDATES, q: q.trim() || undefined, excludeTeamSeq: teamSeq },
    { enabled: open },
  );
  const add = useAddTeamMember(teamSeq);
  const form = useForm<TeamMemberAddRequest>({
    resolver: zodResolver(TeamMemberAddRequest),
    defaultValues: { userSeq: undefined as unknown as number, teamRole: 'MEMBER' },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    setQ('');
    setFailure(null);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const member = await add.mutateAsync(values);
      ui.toast(t('teamMembers.added', { name: member.name }), 'success');
      close();
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, ['userSeq', 'teamRole']));
    }
  });

  const items = candidates.data?.items ?? [];
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-team-member-title">
      <form noValidate onSubmit={submit} aria-label={t('teamMembers.addTitle')}>
        <DialogTitle id="add-team-member-title">{t('teamMembers.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure ? (
              <Alert severity="error" role="alert" data-testid="form-failure">
                {failure}
              </Alert>
            ) : null}
            <TextField
              label={t('teamMembers.search')}
              value={q}
              onChange={(event) => setQ(event.target.value)}
              helperText={t('teamMembers.searchHelp')}
            />
            <Controller
              control={form.control}
              name="userSeq"
              render={({ field }) => (
                <TextField
                  select
                  label={t('teamMembers.member')}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                  onBlur={field.onBlur}
                  error={Boolean(errors.userSeq)}
                  helperText={
                    errors.userSeq?.message ??
                    (candidates.isSuccess && items.length === 0 ? t('teamMembers.noCandidates') : ' ')
                  }
                >
                  {items.map((member) => (
                    <MenuItem key={member.userSeq} value={member.userSeq}>
                      {`${member.name} (${member.loginId}) · ${roleLabel(t, member.role)}`}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="teamRole"
              render={({ field }) => (
                <TextField
                  select
                  label={t('teamMembers.teamRole')}
                  {...field}
                  error={Boolean(errors.teamRole)}
                  helperText={errors.teamRole?.message ?? t('teamMembers.teamRoleHelp')}
                >
                  {TeamRole.options.map((role) => (
                    <MenuItem key={role} value={role}>
                      {t(`teamRoles.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('teamMembers.addSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@console/contracts/members';
import { TeamRole } from '@console/contracts/teams';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { formatDate } from '@console/ui/format';
import { AddIcon } from '@console/ui/icons';
import { StatusChip } from '@console/ui/status-chip';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { lazyDialog } from '@console/platform/lazy-dialog';
import { routePattern } from '../../route-paths';
import { roleLabel } from '../members/role-label';
import { useTeamMembers } from './get-team-members';
import { useRemoveTeamMember } from './remove-team-member';
import { useUpdateTeamMemberRole } from './update-team-member-role';

// Loads when first opened (with the form library it uses): most visits of this page never open it.
const AddTeamMemberDialog = lazyDialog(
  () => import(/* webpackChunkName: "add-team-member-dialog" */ './add-team-member-dialog'),
  'AddTeamMemberDialog',
);

/** The members of a team; masters and managers add, remove and change team roles (confirmed). */
export function TeamMembersPanel({ teamSeq, canManage }: { teamSeq: number; canManage: boolean }) {
  const { t } = useTranslation();
  const ui = useUi();
  const [adding, setAdding] = useState(false);
  const list = usePagedQueryState(`${routePattern('team-settings')}#members`);
  const members = useTeamMembers(teamSeq, { page: list.page, size: list.size });
  const setRole = useUpdateTeamMemberRole(teamSeq);
  const remove = useRemoveTeamMember(teamSeq);

  const explain = (error: unknown) =>
    ui.alert({ title: t('common.failedTitle'), message: isApiError(error) ? error.message : String(error) });

  const changeRole = async (member: TeamMember, teamRole: TeamRole) => {
    const ok = await ui.confirm({
      title: t('teamMembers.roleConfirmTitle'),
      message: t('teamMembers.roleConfirm', { name: member.name, role: t(`teamRoles.${teamRole}`) }),
    });
    if (!ok) return;
    try {
      await setRole.mutateAsync({ userSeq: member.userSeq, teamRole });
      ui.toast(t('teamMembers.roleChanged'), 'success');
    } catch (error) {
      await explain(error);
    }
  };

  const removeMember = async (member: TeamMember) => {
    const ok = await ui.confirm({
      title: t('teamMembers.removeTitle'),
      message: t('teamMembers.removeConfirm', { name: member.name }),
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(member.userSeq);
      ui.toast(t('teamMembers.removed', { name: member.name }), 'success');
    } catch (error) {
      await explain(error);
    }
  };

  const columns: DataTableColumn<TeamMember>[] = [
    {
      id: 'name',
      header: t('teamMembers.columns.name'),
      render: (m) => (
        <Box>
          <Typography fontWeight={600}>{m.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {m.loginId}
          </Typography>
        </Box>
      ),
    },
    { id: 'email', header: t('teamMembers.columns.email'), render: (m) => m.email },
    { id: 'role', header: t('teamMembers.columns.role'), render: (m) => roleLabel(t, m.role) },
    {
      id: 'teamRole',
      header: t('teamMembers.columns.teamRole'),
      render: (m) =>
        canManage ? (
          <TextField
            select
            size="small"
            value={m.teamRole}
            onChange={(event) => void changeRole(m, event.target.value as TeamRole)}
            slotProps={{ htmlInput: { 'aria-label': t('teamMembers.teamRoleOf', { name: m.name }) } }}
          >
            {TeamRole.options.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`teamRoles.${role}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <StatusChip label={t(`teamRoles.${m.teamRole}`)} tone={m.teamRole === 'ADMIN' ? 'info' : 'neutral'} />
        ),
    },
    { id: 'joinedAt', header: t('teamMembers.columns.joinedAt'), render: (m) => formatDate(m.joinedAt) },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      render: (m) => (
        <Button
          size="small"
          color="error"
          onClick={() => void removeMember(m)}
          aria-label={t('teamMembers.removeOf', { name: m.name })}
        >
          {t('teamMembers.remove')}
        </Button>
      ),
    });
  }

  return (
    <Box component="section" aria-labelledby="team-members-heading">
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1.5 }}>
        <Typography id="team-members-heading" variant="h6" component="h2">
          {t('teamMembers.title')}
        </Typography>
        {canManage ? (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('teamMembers.add')}
          </Button>
        ) : null}
      </Stack>
      <PagedQueryTable
        label={t('teamMembers.title')}
        columns={columns}
        rowKey={(m) => m.userSeq}
        emptyMessage={t('teamMembers.empty')}
        list={list}
        query={members}
      />
      {canManage ? <AddTeamMemberDialog teamSeq={teamSeq} open={adding} onClose={() => setAdding(false)} /> : null}
    </Box>
  );
}

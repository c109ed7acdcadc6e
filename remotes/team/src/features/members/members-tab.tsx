import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BusinessMember } from '@console/contracts/members';
import { BASE_ROLES, BaseRole, isWithdrawalRequested, roleAllows } from '@console/contracts/session';
import { isApiError } from '@console/platform/api-error';
import { useSession, useUi } from '@console/platform/hooks';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { formatDate, formatPhoneNumber } from '@console/ui/format';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { routePattern } from '../../route-paths';
import { useMembers } from './get-members';
import { useRemoveMember } from './remove-member';
import { roleLabel } from './role-label';
import { useUpdateMemberRole } from './update-member-role';

/** The business's members: search, role filter; masters change roles and remove (confirmed). */
export function MembersTab() {
  const { t } = useTranslation();
  const ui = useUi();
  const me = useSession((s) => s.user);
  const isMaster = me !== null && !isWithdrawalRequested(me.role) && roleAllows(me.role, ['ROLE_MASTER']);
  const list = usePagedQueryState(`${routePattern('member-list')}#members`, { filters: { q: '', role: '' } });
  const [q, setQ] = useState(list.filters.q ?? '');
  const members = useMembers({
    page: list.page,
    size: list.size,
    q: list.filters.q || undefined,
    role: BaseRole.safeParse(list.filters.role).data,
  });
  const setRole = useUpdateMemberRole();
  const remove = useRemoveMember();

  const explain = (error: unknown) =>
    ui.alert({ title: t('common.failedTitle'), message: isApiError(error) ? error.message : String(error) });
  const editable = (m: BusinessMember) => isMaster && m.userSeq !== me?.userSeq && !isWithdrawalRequested(m.role);

  const changeRole = async (m: BusinessMember, role: BaseRole) => {
    const ok = await ui.confirm({
      title: t('members.roleConfirmTitle'),
      message: t('members.roleConfirm', { name: m.name, role: t(`roles.${role}`) }),
    });
    if (!ok) return;
    try {
      await setRole.mutateAsync({ userSeq: m.userSeq, role });
      ui.toast(t('members.roleChanged', { name: m.name }), 'success');
    } catch (error) {
      await explain(error);
    }
  };

  const removeMember = async (m: BusinessMember) => {
    const ok = await ui.confirm({
      title: t('members.removeTitle'),
      message: t('members.removeConfirm', { name: m.name }),
      confirmText: t('members.remove'),
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(m.userSeq);
      ui.toast(t('members.removed', { name: m.name }), 'success');
    } catch (error) {
      await explain(error);
    }
  };

  const columns: DataTableColumn<BusinessMember>[] = [
    {
      id: 'name',
      header: t('members.columns.name'),
      render: (m) => (
        <Box>
          <Typography fontWeight={600}>{m.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {m.loginId}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'contact',
      header: t('members.columns.contact'),
      render: (m) => (
        <Box>
          <Typography variant="body2">{m.email}</Typography>
          <Typography variant="caption" color="text.secondary">
            {formatPhoneNumber(m.mobile)}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'role',
      header: t('members.columns.role'),
      render: (m) =>
        editable(m) ? (
          <TextField
            select
            size="small"
            value={m.role}
            onChange={(event) => void changeRole(m, event.target.value as BaseRole)}
            slotProps={{ htmlInput: { 'aria-label': t('members.roleOf', { name: m.name }) } }}
          >
            {BASE_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`roles.${role}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          roleLabel(t, m.role)
        ),
    },
    {
      id: 'teams',
      header: t('members.columns.teams'),
      render: (m) => (m.teams.length > 0 ? m.teams.map((team) => team.name).join(', ') : '-'),
    },
    { id: 'createdAt', header: t('members.columns.createdAt'), render: (m) => formatDate(m.createdAt) },
  ];
  if (isMaster) {
    columns.push({
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      render: (m) =>
        m.userSeq === me?.userSeq ? null : (
          <Button
            size="small"
            color="error"
            onClick={() => void removeMember(m)}
            aria-label={t('members.removeOf', { name: m.name })}
          >
            {t('members.remove')}
          </Button>
        ),
    });
  }

  return (
    <Box>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          list.setFilter('q', q.trim());
        }}
        role="search"
        aria-label={t('members.searchForm')}
      >
        <TextField
          size="small"
          label={t('members.search')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        <Button type="submit" variant="outlined">
          {t('members.searchSubmit')}
        </Button>
        <SelectFilter
          label={t('members.roleFilter')}
          value={list.filters.role ?? ''}
          options={BASE_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
          onChange={(value) => list.setFilter('role', value)}
        />
      </Stack>
      <PagedQueryTable
        label={t('members.title')}
        columns={columns}
        rowKey={(m) => m.userSeq}
        emptyMessage={list.filters.q || list.filters.role ? t('members.emptyFiltered') : t('members.empty')}
        list={list}
        query={members}
      />
    </Box>
  );
}

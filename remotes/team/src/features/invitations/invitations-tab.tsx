import { useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { InvitationStatus, type Invitation } from '@console/contracts/invitations';
import { isWithdrawalRequested, roleAllows } from '@console/contracts/roles';
import { isApiError } from '@console/platform/api-error';
import { useSession, useUi } from '@console/platform/hooks';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { formatDate, formatDateTime } from '@console/ui/format';
import { AddIcon } from '@console/ui/icons';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { lazyDialog } from '@console/platform/lazy-dialog';
import { routePattern } from '../../route-paths';
import { useCancelInvitation } from './cancel-invitation';
import { useInvitations } from './get-invitations';
import { InvitationStatusChip } from './invitation-status-chip';
import { useResendInvitation } from './resend-invitation';

// Loads when first opened (with the form library it uses): most visits of this page never open it.
const InviteDialog = lazyDialog(
  () => import(/* webpackChunkName: "invite-dialog" */ './invite-dialog'),
  'InviteDialog',
);

const OPEN: InvitationStatus[] = ['PENDING', 'EXPIRED'];

/** Invitations with their status; resend and cancel (confirmed) for a master, or a manager's own. */
export function InvitationsTab() {
  const { t } = useTranslation();
  const ui = useUi();
  const me = useSession((s) => s.user);
  const canWrite = me !== null && !isWithdrawalRequested(me.role);
  const isMaster = canWrite && roleAllows(me.role, ['ROLE_MASTER']);
  const [inviting, setInviting] = useState(false);
  const list = usePagedQueryState(`${routePattern('member-list')}#invitations`, { filters: { status: '' } });
  const invitations = useInvitations({
    page: list.page,
    size: list.size,
    status: InvitationStatus.safeParse(list.filters.status).data,
  });
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();

  const mayAct = (i: Invitation) =>
    canWrite && OPEN.includes(i.status) && (isMaster || i.invitedBy.userSeq === me?.userSeq);
  const explain = (error: unknown) =>
    ui.alert({ title: t('common.failedTitle'), message: isApiError(error) ? error.message : String(error) });

  const onResend = async (i: Invitation) => {
    if (
      !(await ui.confirm({
        title: t('invitations.resendTitle'),
        message: t('invitations.resendConfirm', { email: i.email }),
      }))
    )
      return;
    try {
      await resend.mutateAsync(i.seq);
      ui.toast(t('invitations.resent', { email: i.email }), 'success');
    } catch (error) {
      await explain(error);
    }
  };
  const onCancel = async (i: Invitation) => {
    if (
      !(await ui.confirm({
        title: t('invitations.cancelTitle'),
        message: t('invitations.cancelConfirm', { email: i.email }),
        confirmText: t('invitations.cancel'),
        destructive: true,
      }))
    )
      return;
    try {
      await cancel.mutateAsync(i.seq);
      ui.toast(t('invitations.cancelled', { email: i.email }), 'success');
    } catch (error) {
      await explain(error);
    }
  };

  const columns: DataTableColumn<Invitation>[] = [
    { id: 'email', header: t('invitations.columns.email'), render: (i) => i.email },
    { id: 'role', header: t('invitations.columns.role'), render: (i) => t(`roles.${i.role}`) },
    {
      id: 'teams',
      header: t('invitations.columns.teams'),
      render: (i) => i.teams.map((team) => team.name).join(', ') || '-',
    },
    {
      id: 'status',
      header: t('invitations.columns.status'),
      render: (i) => <InvitationStatusChip status={i.status} />,
    },
    { id: 'invitedBy', header: t('invitations.columns.invitedBy'), render: (i) => i.invitedBy.name },
    { id: 'sentAt', header: t('invitations.columns.sentAt'), render: (i) => formatDateTime(i.sentAt) },
    {
      id: 'expiresAt',
      header: t('invitations.columns.expiresAt'),
      render: (i) => (i.status === 'ACCEPTED' ? formatDate(i.acceptedAt) : formatDate(i.expiresAt)),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      render: (i) =>
        mayAct(i) ? (
          <Stack direction="row" spacing={0.5} justifyContent="flex-end">
            <Button
              size="small"
              onClick={() => void onResend(i)}
              aria-label={t('invitations.resendOf', { email: i.email })}
            >
              {t('invitations.resend')}
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => void onCancel(i)}
              aria-label={t('invitations.cancelOf', { email: i.email })}
            >
              {t('invitations.cancel')}
            </Button>
          </Stack>
        ) : null,
    },
  ];

  return (
    <Box>
      <Stack direction="row" justifyContent="space-between" sx={{ mb: 2 }}>
        <SelectFilter
          label={t('invitations.statusFilter')}
          value={list.filters.status ?? ''}
          options={InvitationStatus.options.map((value) => ({ value, label: t(`invitations.status.${value}`) }))}
          onChange={(value) => list.setFilter('status', value)}
        />
        {canWrite ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setInviting(true)}>
            {t('invitations.invite')}
          </Button>
        ) : null}
      </Stack>
      <PagedQueryTable
        label={t('invitations.title')}
        columns={columns}
        rowKey={(i) => i.seq}
        emptyMessage={list.filters.status ? t('invitations.emptyFiltered') : t('invitations.empty')}
        list={list}
        query={invitations}
      />
      {canWrite ? <InviteDialog open={inviting} onClose={() => setInviting(false)} /> : null}
    </Box>
  );
}

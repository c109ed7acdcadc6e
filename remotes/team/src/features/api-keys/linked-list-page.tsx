import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { API_KEY_MAX_ACTIVE, ApiKeyStatus, type ApiKey, type ApiKeyCreated } from '@console/contracts/api-keys';
import { isApiError } from '@console/platform/api-error';
import { useTeamSeq, useUi } from '@console/platform/hooks';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { formatDate, formatDateTime } from '@console/ui/format';
import { AddIcon } from '@console/ui/icons';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { lazyDialog } from '@console/platform/lazy-dialog';
import { routePattern } from '../../route-paths';
import { useTeamDetail } from '../teams/get-team';
import { useTeamPermissions } from '../teams/use-team-permissions';
import { ApiKeyCreatedDialog } from './api-key-created-dialog';
import { CallbackSecretDialog } from './callback-secret-dialog';
import { ApiKeyStatusChip } from './api-key-status-chip';
import { useApiKeys } from './get-api-keys';
import { useRevokeApiKey } from './revoke-api-key';

// Loads when first opened (with the form library it uses): most visits of this page never open it.
const ApiKeyFormDialog = lazyDialog(
  () => import(/* webpackChunkName: "api-key-form-dialog" */ './api-key-form-dialog'),
  'ApiKeyFormDialog',
);

/** /console/team/{teamSeq}/linked/list: the team's send-API keys, their IPs and callback URLs. */
export function LinkedListPage() {
  const { t } = useTranslation();
  const ui = useUi();
  const teamSeq = useTeamSeq();
  const team = useTeamDetail(teamSeq);
  const { canEdit } = useTeamPermissions(team.data?.status);
  const list = usePagedQueryState(routePattern('linked-list'), { filters: { status: '' } });
  const keys = useApiKeys(teamSeq, {
    page: list.page,
    size: list.size,
    status: ApiKeyStatus.safeParse(list.filters.status).data,
  });
  const revoke = useRevokeApiKey(teamSeq);
  const [editing, setEditing] = useState<ApiKey | 'new' | null>(null);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [signing, setSigning] = useState<ApiKey | null>(null);

  const onRevoke = async (key: ApiKey) => {
    if (
      !(await ui.confirm({
        title: t('apiKeys.revokeTitle'),
        message: t('apiKeys.revokeConfirm', { name: key.name, prefix: key.prefix }),
        confirmText: t('apiKeys.revoke'),
        destructive: true,
      }))
    )
      return;
    try {
      await revoke.mutateAsync(key.keySeq);
      ui.toast(t('apiKeys.revoked', { name: key.name }), 'success');
    } catch (error) {
      await ui.alert({ title: t('common.failedTitle'), message: isApiError(error) ? error.message : String(error) });
    }
  };

  const columns: DataTableColumn<ApiKey>[] = [
    {
      id: 'name',
      header: t('apiKeys.columns.name'),
      render: (k) => (
        <Box sx={{ minWidth: 120 }}>
          <Typography fontWeight={600}>{k.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('apiKeys.createdBy', { at: formatDate(k.createdAt), name: k.createdBy })}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'prefix',
      header: t('apiKeys.columns.key'),
      render: (k) => (
        <Box component="code" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{`${k.prefix}••••••••`}</Box>
      ),
    },
    {
      id: 'ips',
      header: t('apiKeys.columns.allowedIps'),
      render: (k) =>
        k.allowedIps.map((ip) => (
          <Box key={ip} sx={{ whiteSpace: 'nowrap' }}>
            {ip}
          </Box>
        )),
    },
    {
      id: 'callback',
      header: t('apiKeys.columns.callbackUrl'),
      render: (k) => <Box sx={{ maxWidth: 220, wordBreak: 'break-all' }}>{k.callbackUrl ?? '-'}</Box>,
    },
    { id: 'status', header: t('apiKeys.columns.status'), render: (k) => <ApiKeyStatusChip status={k.status} /> },
    {
      id: 'lastUsed',
      header: t('apiKeys.columns.lastUsedAt'),
      render: (k) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : t('apiKeys.neverUsed')}</Box>
      ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      render: (k) =>
        k.status === 'ACTIVE' ? (
          <Stack direction="row" spacing={0.5} justifyContent="flex-end">
            <Button
              size="small"
              onClick={() => setSigning(k)}
              aria-label={t('apiKeys.signingOf', { name: k.name })}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('apiKeys.signing')}
            </Button>
            {canEdit ? (
              <>
                <Button size="small" onClick={() => setEditing(k)} aria-label={t('apiKeys.editOf', { name: k.name })}>
                  {t('apiKeys.edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => void onRevoke(k)}
                  aria-label={t('apiKeys.revokeOf', { name: k.name })}
                >
                  {t('apiKeys.revoke')}
                </Button>
              </>
            ) : null}
          </Stack>
        ) : k.revokedAt ? (
          <Typography variant="caption" color="text.secondary">
            {t('apiKeys.revokedAt', { at: formatDate(k.revokedAt) })}
          </Typography>
        ) : null,
    },
  ];

  return (
    <Box>
      <PageHeader
        title={t('apiKeys.title')}
        description={t('apiKeys.description', { max: API_KEY_MAX_ACTIVE })}
        actions={
          canEdit ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('apiKeys.create')}
            </Button>
          ) : null
        }
      />
      {team.data?.status === 'CLOSED' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('settings.closed')}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ mb: 2 }}>
        <SelectFilter
          label={t('apiKeys.statusFilter')}
          value={list.filters.status ?? ''}
          options={ApiKeyStatus.options.map((value) => ({ value, label: t(`apiKeys.status.${value}`) }))}
          onChange={(value) => list.setFilter('status', value)}
        />
      </Stack>
      <PagedQueryTable
        label={t('apiKeys.title')}
        columns={columns}
        rowKey={(k) => k.keySeq}
        emptyMessage={list.filters.status ? t('apiKeys.emptyFiltered') : t('apiKeys.empty')}
        list={list}
        query={keys}
      />
      {editing ? (
        <ApiKeyFormDialog
          teamSeq={teamSeq}
          apiKey={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onCreated={setCreated}
        />
      ) : null}
      {created ? <ApiKeyCreatedDialog created={created} onClose={() => setCreated(null)} /> : null}
      {signing ? (
        <CallbackSecretDialog teamSeq={teamSeq} apiKey={signing} canRotate={canEdit} onClose={() => setSigning(null)} />
      ) : null}
    </Box>
  );
}

import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { BrandTemplate } from '@console/contracts/kakao';
import { isWithdrawalRequested } from '@console/contracts/session';
import { isApiError } from '@console/platform/api-error';
import { useSession, useTeamSeq, useUi } from '@console/platform/hooks';
import { formatDateTime } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { useSenderKeys } from '../sender-keys/get-sender-keys';
import { BrandMessagePreview } from './brand-message-preview';
import { BrandTemplateForm } from './brand-template-form';
import { BrandUsedChip } from './brand-used-chip';
import { useDeleteBrandTemplate } from './delete-brand-template';
import { useBrandTemplate } from './get-brand-template';

/** /console/team/{teamSeq}/kakao/template/brand-message/{seq}: one template with its preview; edit and delete while unused. */
export function BrandTemplateDetailPage() {
  const { t } = useTranslation();
  const { seq = '' } = useParams();
  const teamSeq = useTeamSeq();
  const detail = useBrandTemplate(teamSeq, Number(seq));
  const back = routePath('brand-template-list', { teamSeq });

  if (detail.isPending && detail.fetchStatus !== 'idle')
    return <CircularProgress aria-label={t('brandTemplates.detail.loading')} />;
  if (!detail.data) {
    return (
      <Box>
        <Alert severity="error" role="alert">
          {isApiError(detail.error) ? detail.error.message : t('brandTemplates.detail.notFound')}
        </Alert>
        <Button component={Link} to={back} sx={{ mt: 2 }}>
          {t('brandTemplates.detail.back')}
        </Button>
      </Box>
    );
  }
  return <TemplateDetail template={detail.data} back={back} />;
}

function TemplateDetail({ template, back }: { template: BrandTemplate; back: string }) {
  const { t } = useTranslation();
  const ui = useUi();
  const navigate = useNavigate();
  const teamSeq = useTeamSeq();
  const user = useSession((s) => s.user);
  const canEdit = Boolean(user?.verified) && !isWithdrawalRequested(user?.role ?? '');
  const profiles = useSenderKeys(teamSeq, { page: 1, size: 100 });
  const remove = useDeleteBrandTemplate();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const profile = profiles.data?.items.find((p) => p.seq === template.senderProfileSeq);
  const unused = template.usedAt === null;

  const onDelete = async () => {
    setFailure(null);
    const confirmed = await ui.confirm({
      title: t('brandTemplates.detail.deleteTitle'),
      message: t('brandTemplates.detail.deleteConfirm', { name: template.name }),
      confirmText: t('brandTemplates.detail.delete'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(template.seq);
      ui.toast(t('brandTemplates.detail.deleted'), 'success');
      void navigate(back);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('brandTemplates.failed'));
    }
  };

  if (editing) {
    return (
      <Box>
        <PageHeader title={t('brandTemplates.form.editTitle')} description={template.name} />
        <BrandTemplateForm template={template} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      </Box>
    );
  }

  const rows: [string, ReactNode][] = [
    [
      t('brandTemplates.detail.senderProfile'),
      profile ? `${profile.channelName} (${template.channelId})` : template.channelId,
    ],
    [t('brandTemplates.detail.type'), t(`brandTemplates.types.${template.type}`)],
    [t('brandTemplates.detail.used'), <BrandUsedChip key="used" template={template} />],
    [t('brandTemplates.detail.createdAt'), formatDateTime(template.createdAt)],
    [t('brandTemplates.detail.updatedAt'), formatDateTime(template.updatedAt)],
  ];

  return (
    <Box>
      <PageHeader
        title={template.name}
        description={t(`brandTemplates.types.${template.type}`)}
        actions={
          <>
            <Button component={Link} to={back} color="inherit">
              {t('brandTemplates.detail.back')}
            </Button>
            <Button component={Link} to={routePath('send-brand-message', { teamSeq })} variant="outlined">
              {t('brandTemplates.detail.send')}
            </Button>
            {canEdit && unused ? (
              <>
                <Button variant="contained" onClick={() => setEditing(true)}>
                  {t('brandTemplates.detail.edit')}
                </Button>
                <Button color="error" variant="outlined" onClick={() => void onDelete()} disabled={remove.isPending}>
                  {t('brandTemplates.detail.delete')}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <Alert severity={unused ? 'info' : 'warning'} role="note" sx={{ mb: 2 }}>
        {unused
          ? t('brandTemplates.detail.unusedNote')
          : t('brandTemplates.detail.usedNote', { at: formatDateTime(template.usedAt) })}
      </Alert>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} alignItems="flex-start">
        <Paper
          variant="outlined"
          sx={{ p: 2, flex: 1, minWidth: 0, width: '100%' }}
          component="section"
          aria-label={t('brandTemplates.detail.info')}
        >
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {t('brandTemplates.detail.info')}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
          >
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Box component="dd" sx={{ m: 0, typography: 'body2', minWidth: 0 }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
        <BrandMessagePreview channelName={profile?.channelName ?? template.channelId} message={template} />
      </Stack>
    </Box>
  );
}

import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { KAKAO_REVIEW_BUSINESS_DAYS, kakaoCategoryPath, type AlimtalkTemplateDetail } from '@console/contracts/kakao';
import { isWithdrawalRequested } from '@console/contracts/session';
import { isApiError } from '@console/platform/api-error';
import { useSession, useTeamSeq, useUi } from '@console/platform/hooks';
import { formatDateTime } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { useKakaoCategories } from '../kakao-categories/get-kakao-categories';
import { useSenderKeys } from '../sender-keys/get-sender-keys';
import { AlimtalkPhonePreview } from './alimtalk-phone-preview';
import { AlimtalkStatusChip } from './alimtalk-status-chip';
import { AlimtalkTemplateComments } from './alimtalk-template-comments';
import { AlimtalkTemplateForm } from './alimtalk-template-form';
import { useDeleteAlimtalkTemplate } from './delete-alimtalk-template';
import { useAlimtalkTemplate } from './get-alimtalk-template';
import { useKakaoImageUrl } from './use-kakao-image-url';

const SEVERITY = { REQUESTED: 'info', INSPECTING: 'info', APPROVED: 'success', REJECTED: 'warning' } as const;

/** /console/team/{teamSeq}/kakao/template/alimtalk/{seq}: one template, its review, questions and actions. */
export function AlimtalkTemplateDetailPage() {
  const { t } = useTranslation();
  const { seq = '' } = useParams();
  const teamSeq = useTeamSeq();
  const detail = useAlimtalkTemplate(teamSeq, Number(seq));
  const back = routePath('alimtalk-template-list', { teamSeq });

  if (detail.isPending && detail.fetchStatus !== 'idle') return <CircularProgress aria-label="loading" />;
  if (!detail.data) {
    return (
      <Box>
        <Alert severity="error" role="alert">
          {isApiError(detail.error) ? detail.error.message : t('templates.detail.notFound')}
        </Alert>
        <Button component={Link} to={back} sx={{ mt: 2 }}>
          {t('templates.detail.back')}
        </Button>
      </Box>
    );
  }
  return <TemplateDetail template={detail.data} back={back} />;
}

function TemplateDetail({ template, back }: { template: AlimtalkTemplateDetail; back: string }) {
  const { t } = useTranslation();
  const ui = useUi();
  const navigate = useNavigate();
  const teamSeq = useTeamSeq();
  const user = useSession((s) => s.user);
  const canEdit = Boolean(user?.verified) && !isWithdrawalRequested(user?.role ?? '');
  const categories = useKakaoCategories(teamSeq);
  const profiles = useSenderKeys(teamSeq, { page: 1, size: 100 });
  const imageUrl = useKakaoImageUrl(teamSeq, template.emphasis === 'IMAGE' ? template.imageSeq : null);
  const remove = useDeleteAlimtalkTemplate();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const editable = template.status === 'REQUESTED' || template.status === 'REJECTED';
  const profile = profiles.data?.items.find((p) => p.seq === template.senderProfileSeq);

  const onDelete = async () => {
    setFailure(null);
    const confirmed = await ui.confirm({
      title: t('templates.detail.deleteTitle'),
      message: t('templates.detail.deleteConfirm', { name: template.name }),
      confirmText: t('templates.detail.delete'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(template.seq);
      ui.toast(t('templates.detail.deleted'), 'success');
      void navigate(back);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('templates.failed'));
    }
  };

  if (editing) {
    return (
      <Box>
        <PageHeader title={t('templates.form.editTitle')} description={template.name} />
        <AlimtalkTemplateForm
          template={template}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </Box>
    );
  }

  const rows: [string, React.ReactNode][] = [
    [t('templates.detail.code'), template.code],
    [
      t('templates.detail.senderProfile'),
      profile ? `${profile.channelName} (${template.channelId})` : template.channelId,
    ],
    [
      t('templates.detail.category'),
      (categories.data && kakaoCategoryPath(categories.data.template, template.categoryCode)) || template.categoryCode,
    ],
    [t('templates.detail.messageType'), t(`templates.messageTypes.${template.messageType}`)],
    [t('templates.detail.emphasis'), t(`templates.emphases.${template.emphasis}`)],
    [t('templates.detail.security'), template.securityFlag ? t('templates.detail.yes') : t('templates.detail.no')],
    [t('templates.detail.createdAt'), formatDateTime(template.createdAt)],
    [t('templates.detail.updatedAt'), formatDateTime(template.updatedAt)],
    [t('templates.detail.usedAt'), template.usedAt ? formatDateTime(template.usedAt) : t('templates.detail.notUsed')],
  ];

  return (
    <Box>
      <PageHeader
        title={template.name}
        description={template.code}
        actions={
          <>
            <Button component={Link} to={back} color="inherit">
              {t('templates.detail.back')}
            </Button>
            {canEdit && editable ? (
              <Button variant="contained" onClick={() => setEditing(true)}>
                {t('templates.detail.edit')}
              </Button>
            ) : null}
            {canEdit ? (
              <Button color="error" variant="outlined" onClick={() => void onDelete()} disabled={remove.isPending}>
                {t('templates.detail.delete')}
              </Button>
            ) : null}
          </>
        }
      />
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <Alert severity={SEVERITY[template.status]} sx={{ mb: 2 }}>
        {t(`templates.detail.state.${template.status}`, { days: KAKAO_REVIEW_BUSINESS_DAYS })}
        {template.status === 'REJECTED' && template.rejectReason ? (
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
            {t('templates.rejectReason', { reason: template.rejectReason })}
          </Typography>
        ) : null}
      </Alert>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('templates.detail.info')}>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
              <Typography variant="subtitle1" component="h2">
                {t('templates.detail.info')}
              </Typography>
              <AlimtalkStatusChip template={template} showReason={false} />
            </Stack>
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
          <AlimtalkTemplateComments template={template} canAsk={canEdit} />
        </Stack>
        <AlimtalkPhonePreview
          channelName={profile?.channelName ?? template.channelId}
          template={template}
          imageUrl={imageUrl}
        />
      </Stack>
    </Box>
  );
}

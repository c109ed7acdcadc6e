import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { KAKAO_REVIEW_BUSINESS_DAYS, kakaoCategoryPath, type AlimtalkTemplateDetail } from '@console/contracts/kakao';
import { useTeamSeq } from '@console/platform/hooks';
import { lazyPart } from '@console/platform/lazy-dialog';
import { DefinitionList } from '@console/ui/definition-list';
import { DetailQueryGate } from '@console/ui/detail-query-gate';
import { FailureAlert } from '@console/ui/failure-alert';
import { formatDateTime } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { useConfirmedDelete } from '@console/ui/use-confirmed-delete';
import { routePath } from '../../route-paths';
import { useKakaoCategories } from '../kakao-categories/get-kakao-categories';
import { useSenderKeys } from '../sender-keys/get-sender-keys';
import { useCanChangeKakao } from '../sender-keys/use-can-change-kakao';
import { AlimtalkPhonePreview } from './alimtalk-phone-preview';
import { AlimtalkStatusChip } from './alimtalk-status-chip';
import { AlimtalkTemplateComments } from './alimtalk-template-comments';
import { useDeleteAlimtalkTemplate } from './delete-alimtalk-template';
import { useAlimtalkTemplate } from './get-alimtalk-template';
import { useKakaoImageUrl } from './use-kakao-image-url';

/** The form (its editors, image picker and the form library) loads when an editor first chooses 수정. */
const AlimtalkTemplateForm = lazyPart(() => import('./alimtalk-template-form'), 'AlimtalkTemplateForm');

const SEVERITY = { REQUESTED: 'info', INSPECTING: 'info', APPROVED: 'success', REJECTED: 'warning' } as const;

/** /console/team/{teamSeq}/kakao/template/alimtalk/{seq}: one template, its review, questions and actions. */
export function AlimtalkTemplateDetailPage() {
  const { t } = useTranslation();
  const { seq = '' } = useParams();
  const teamSeq = useTeamSeq();
  const detail = useAlimtalkTemplate(teamSeq, Number(seq));
  const back = routePath('alimtalk-template-list', { teamSeq });
  return (
    <DetailQueryGate
      query={detail}
      notFound={t('templateScreens.alimtalkDetail.notFound')}
      back={back}
      backLabel={t('kakaoTemplates.detail.back')}
    >
      {(template) => <TemplateDetail template={template} back={back} />}
    </DetailQueryGate>
  );
}

function TemplateDetail({ template, back }: { template: AlimtalkTemplateDetail; back: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const teamSeq = useTeamSeq();
  const canEdit = useCanChangeKakao();
  const categories = useKakaoCategories(teamSeq);
  const profiles = useSenderKeys(teamSeq, { page: 1, size: 100 });
  const imageUrl = useKakaoImageUrl(teamSeq, template.emphasis === 'IMAGE' ? template.imageSeq : null);
  const remove = useDeleteAlimtalkTemplate();
  const [editing, setEditing] = useState(false);
  const editable = template.status === 'REQUESTED' || template.status === 'REJECTED';
  const profile = profiles.data?.items.find((p) => p.seq === template.senderProfileSeq);

  const deletion = useConfirmedDelete({
    texts: () => ({
      title: t('templateScreens.alimtalkDetail.deleteTitle'),
      message: t('templateScreens.detail.deleteConfirm', { name: template.name }),
      confirmText: t('templateScreens.detail.delete'),
      deleted: t('templateScreens.alimtalkDetail.deleted'),
      failed: t('templates.failed'),
    }),
    remove: () => remove.mutateAsync(template.seq),
    onDeleted: () => void navigate(back),
  });

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

  const rows: [string, ReactNode][] = [
    [t('templateScreens.alimtalkDetail.code'), template.code],
    [
      t('templateScreens.detail.senderProfile'),
      profile ? `${profile.channelName} (${template.channelId})` : template.channelId,
    ],
    [
      t('templateScreens.alimtalkDetail.category'),
      (categories.data && kakaoCategoryPath(categories.data.template, template.categoryCode)) || template.categoryCode,
    ],
    [t('templateScreens.alimtalkDetail.messageType'), t(`templates.messageTypes.${template.messageType}`)],
    [t('templateScreens.alimtalkDetail.emphasis'), t(`templates.emphases.${template.emphasis}`)],
    [
      t('templateScreens.alimtalkDetail.security'),
      template.securityFlag ? t('templateScreens.alimtalkDetail.yes') : t('templateScreens.alimtalkDetail.no'),
    ],
    [t('templateScreens.detail.createdAt'), formatDateTime(template.createdAt)],
    [t('templateScreens.detail.updatedAt'), formatDateTime(template.updatedAt)],
    [
      t('templateScreens.alimtalkDetail.usedAt'),
      template.usedAt ? formatDateTime(template.usedAt) : t('templateScreens.alimtalkDetail.notUsed'),
    ],
  ];

  return (
    <Box>
      <PageHeader
        title={template.name}
        description={template.code}
        actions={
          <>
            <Button component={Link} to={back} color="inherit">
              {t('kakaoTemplates.detail.back')}
            </Button>
            {canEdit && editable ? (
              <Button variant="contained" onClick={() => setEditing(true)}>
                {t('templateScreens.detail.edit')}
              </Button>
            ) : null}
            {canEdit ? (
              <Button
                color="error"
                variant="outlined"
                onClick={() => void deletion.confirmDelete()}
                disabled={remove.isPending}
              >
                {t('templateScreens.detail.delete')}
              </Button>
            ) : null}
          </>
        }
      />
      <FailureAlert message={deletion.failure} onClose={deletion.dismissFailure} sx={{ mb: 2 }} />
      <Alert severity={SEVERITY[template.status]} sx={{ mb: 2 }}>
        {t(`templateScreens.alimtalkDetail.state.${template.status}`, { days: KAKAO_REVIEW_BUSINESS_DAYS })}
        {template.status === 'REJECTED' && template.rejectReason ? (
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
            {t('templates.rejectReason', { reason: template.rejectReason })}
          </Typography>
        ) : null}
      </Alert>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('templateScreens.detail.info')}>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
              <Typography variant="subtitle1" component="h2">
                {t('templateScreens.detail.info')}
              </Typography>
              <AlimtalkStatusChip template={template} showReason={false} />
            </Stack>
            <DefinitionList rows={rows} />
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

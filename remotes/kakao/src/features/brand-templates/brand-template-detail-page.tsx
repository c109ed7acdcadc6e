import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { BrandTemplate } from '@console/contracts/kakao';
import { useTeamSeq } from '@console/platform/hooks';
import { lazyPart } from '@console/platform/lazy-dialog';
import { DefinitionList } from '@console/ui/definition-list';
import { DetailQueryGate } from '@console/ui/detail-query-gate';
import { FailureAlert } from '@console/ui/failure-alert';
import { formatDateTime } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { useConfirmedDelete } from '@console/ui/use-confirmed-delete';
import { routePath } from '../../route-paths';
import { useSenderKeys } from '../sender-keys/get-sender-keys';
import { useCanChangeKakao } from '../sender-keys/use-can-change-kakao';
import { BrandMessagePreview } from './brand-message-preview';
import { BrandUsedChip } from './brand-used-chip';
import { useDeleteBrandTemplate } from './delete-brand-template';
import { useBrandTemplate } from './get-brand-template';

/** The form (its editors, image picker and the form library) loads when an editor first chooses 수정. */
const BrandTemplateForm = lazyPart(() => import('./brand-template-form'), 'BrandTemplateForm');

/** /console/team/{teamSeq}/kakao/template/brand-message/{seq}: one template with its preview; edit and delete while unused. */
export function BrandTemplateDetailPage() {
  const { t } = useTranslation();
  const { seq = '' } = useParams();
  const teamSeq = useTeamSeq();
  const detail = useBrandTemplate(teamSeq, Number(seq));
  const back = routePath('brand-template-list', { teamSeq });
  return (
    <DetailQueryGate
      query={detail}
      notFound={t('brandTemplates.detail.notFound')}
      back={back}
      backLabel={t('kakaoTemplates.detail.back')}
      loadingLabel={t('brandTemplates.detail.loading')}
    >
      {(template) => <TemplateDetail template={template} back={back} />}
    </DetailQueryGate>
  );
}

function TemplateDetail({ template, back }: { template: BrandTemplate; back: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const teamSeq = useTeamSeq();
  const canEdit = useCanChangeKakao();
  const profiles = useSenderKeys(teamSeq, { page: 1, size: 100 });
  const remove = useDeleteBrandTemplate();
  const [editing, setEditing] = useState(false);
  const profile = profiles.data?.items.find((p) => p.seq === template.senderProfileSeq);
  const unused = template.usedAt === null;

  const deletion = useConfirmedDelete({
    texts: () => ({
      title: t('brandTemplates.detail.deleteTitle'),
      message: t('templateScreens.detail.deleteConfirm', { name: template.name }),
      confirmText: t('templateScreens.detail.delete'),
      deleted: t('brandTemplates.detail.deleted'),
      failed: t('brandTemplates.failed'),
    }),
    remove: () => remove.mutateAsync(template.seq),
    onDeleted: () => void navigate(back),
  });

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
      t('templateScreens.detail.senderProfile'),
      profile ? `${profile.channelName} (${template.channelId})` : template.channelId,
    ],
    [t('brandTemplates.detail.type'), t(`brandPreview.types.${template.type}`)],
    [t('brandTemplates.detail.used'), <BrandUsedChip key="used" template={template} />],
    [t('templateScreens.detail.createdAt'), formatDateTime(template.createdAt)],
    [t('templateScreens.detail.updatedAt'), formatDateTime(template.updatedAt)],
  ];

  return (
    <Box>
      <PageHeader
        title={template.name}
        description={t(`brandPreview.types.${template.type}`)}
        actions={
          <>
            <Button component={Link} to={back} color="inherit">
              {t('kakaoTemplates.detail.back')}
            </Button>
            <Button component={Link} to={routePath('send-brand-message', { teamSeq })} variant="outlined">
              {t('brandTemplates.detail.send')}
            </Button>
            {canEdit && unused ? (
              <>
                <Button variant="contained" onClick={() => setEditing(true)}>
                  {t('templateScreens.detail.edit')}
                </Button>
                <Button
                  color="error"
                  variant="outlined"
                  onClick={() => void deletion.confirmDelete()}
                  disabled={remove.isPending}
                >
                  {t('templateScreens.detail.delete')}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <FailureAlert message={deletion.failure} onClose={deletion.dismissFailure} sx={{ mb: 2 }} />
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
          aria-label={t('templateScreens.detail.info')}
        >
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {t('templateScreens.detail.info')}
          </Typography>
          <DefinitionList rows={rows} />
        </Paper>
        <BrandMessagePreview channelName={profile?.channelName ?? template.channelId} message={template} />
      </Stack>
    </Box>
  );
}

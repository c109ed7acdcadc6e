import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RCS_REVIEW_BUSINESS_DAYS, type RcsBrand, type RcsTemplateDetail } from '@console/contracts/rcs';
import { isWithdrawalRequested, roleAllows } from '@console/contracts/roles';
import { isApiError } from '@console/platform/api-error';
import { useSession, useTeamSeq, useUi } from '@console/platform/hooks';
import { formatDateTime } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { useDeleteRcsTemplate } from './delete-rcs-template';
import { useRcsBrand } from './get-rcs-brand';
import { useRcsTemplate } from './get-rcs-template';
import { RcsPhonePreview } from './rcs-phone-preview';
import { RcsStatusChip } from './rcs-status-chip';
import { RcsTemplateForm } from './rcs-template-form';
import { ReviewHistory } from '../review/review-history';

const SEVERITY = { REVIEW: 'info', APPROVED: 'success', REJECTED: 'warning' } as const;

/** /console/team/{teamSeq}/rcs/template/{seq}: one template, its review history and actions. */
export function RcsTemplateDetailPage() {
  const { t } = useTranslation();
  const { seq = '' } = useParams();
  const teamSeq = useTeamSeq();
  const detail = useRcsTemplate(teamSeq, Number(seq));
  const brand = useRcsBrand(teamSeq);
  const back = routePath('rcs-template-list', { teamSeq });

  if (detail.isPending || brand.isPending) return <CircularProgress aria-label="loading" />;
  if (detail.isError || !detail.data) {
    return (
      <Box>
        <Alert severity="error" role="alert">
          {isApiError(detail.error) ? detail.error.message : t('rcsManage.detail.notFound')}
        </Alert>
        <Button component={Link} to={back} sx={{ mt: 2 }}>
          {t('rcsManage.detail.back')}
        </Button>
      </Box>
    );
  }
  return <TemplateDetail template={detail.data} brand={brand.data ?? null} back={back} />;
}

function TemplateDetail({
  template,
  brand,
  back,
}: {
  template: RcsTemplateDetail;
  brand: RcsBrand | null;
  back: string;
}) {
  const { t } = useTranslation();
  const ui = useUi();
  const navigate = useNavigate();
  const role = useSession((s) => s.user?.role);
  const canEdit =
    role !== undefined && roleAllows(role, ['ROLE_MASTER', 'ROLE_MANAGER']) && !isWithdrawalRequested(role);
  const remove = useDeleteRcsTemplate();
  const [editing, setEditing] = useState(false);

  const onDelete = async () => {
    const confirmed = await ui.confirm({
      title: t('rcsManage.detail.deleteTitle'),
      message: t('rcsManage.detail.deleteConfirm', { name: template.name }),
      confirmText: t('rcsManage.detail.delete'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(template.seq);
      ui.toast(t('rcsManage.detail.deleted'), 'success');
      void navigate(back);
    } catch (error) {
      await ui.alert({ title: t('rcs.failed'), message: isApiError(error) ? error.message : String(error) });
    }
  };

  if (editing && brand) {
    return (
      <Box>
        <PageHeader title={t('rcs.form.editTitle')} description={template.name} />
        <RcsTemplateForm
          brand={brand}
          template={template}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </Box>
    );
  }

  return (
    <Box>
      <PageHeader
        title={template.name}
        description={t(`rcs.kinds.${template.kind}`)}
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={Link} to={back} color="inherit">
              {t('rcsManage.detail.back')}
            </Button>
            {canEdit && template.status === 'REJECTED' && brand ? (
              <Button variant="contained" onClick={() => setEditing(true)}>
                {t('rcsManage.detail.edit')}
              </Button>
            ) : null}
            {canEdit && !template.usedAt ? (
              <Button color="error" variant="outlined" onClick={() => void onDelete()}>
                {t('rcsManage.detail.delete')}
              </Button>
            ) : null}
          </Stack>
        }
      />
      <Alert severity={SEVERITY[template.status]} sx={{ mb: 2 }}>
        {t(`rcsManage.detail.${template.status}`, { days: RCS_REVIEW_BUSINESS_DAYS })}
        {template.status === 'REJECTED' && template.rejectReason ? (
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
            {t('rcs.rejectReason', { reason: template.rejectReason })}
          </Typography>
        ) : null}
      </Alert>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('rcsManage.detail.info')}>
            <Typography variant="subtitle1" gutterBottom>
              {t('rcsManage.detail.info')}
            </Typography>
            <RcsStatusChip item={template} showReason={false} />
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
            >
              <dt>{t('rcsManage.detail.kind')}</dt>
              <dd style={{ margin: 0 }}>{t(`rcs.kinds.${template.kind}`)}</dd>
              <dt>{t('rcsManage.detail.createdAt')}</dt>
              <dd style={{ margin: 0 }}>{formatDateTime(template.createdAt)}</dd>
              <dt>{t('rcsManage.detail.updatedAt')}</dt>
              <dd style={{ margin: 0 }}>{formatDateTime(template.updatedAt)}</dd>
              <dt>{t('rcsManage.detail.decidedAt')}</dt>
              <dd style={{ margin: 0 }}>{formatDateTime(template.decidedAt)}</dd>
              <dt>{t('rcsManage.detail.usedAt')}</dt>
              <dd style={{ margin: 0 }}>
                {template.usedAt ? formatDateTime(template.usedAt) : t('rcsManage.detail.notUsed')}
              </dd>
            </Box>
            {template.usedAt && canEdit ? (
              <Typography variant="caption" color="text.secondary">
                {t('rcsManage.detail.usedNoDelete')}
              </Typography>
            ) : null}
          </Paper>
          <ReviewHistory
            title={t('rcsManage.detail.history')}
            events={template.history}
            labelOf={(kind) => t(`rcsManage.events.${kind}`)}
          />
        </Stack>
        <RcsPhonePreview
          brandName={brand?.name ?? null}
          logoImageSeq={brand?.logoImageSeq ?? null}
          kind={template.kind}
          body={template.body}
          buttons={template.buttons}
          cards={template.cards}
        />
      </Stack>
    </Box>
  );
}

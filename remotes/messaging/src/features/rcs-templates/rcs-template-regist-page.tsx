import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { useRcsBrand } from './get-rcs-brand';
import { RcsTemplateForm } from './rcs-template-form';
import { useTeamSeq } from '@console/platform/hooks';

/** /console/team/{teamSeq}/rcs/template/regist: a new template for the team's approved brand. */
export function RcsTemplateRegistPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const navigate = useNavigate();
  const brand = useRcsBrand(teamSeq);
  const back = routePath('rcs-template-list', { teamSeq });

  return (
    <Box>
      <PageHeader
        title={t('rcs.form.title')}
        actions={
          <Button component={Link} to={back} color="inherit">
            {t('rcs.form.back')}
          </Button>
        }
      />
      {brand.isPending ? (
        <CircularProgress aria-label="loading" />
      ) : brand.data?.status === 'APPROVED' ? (
        <RcsTemplateForm
          brand={brand.data}
          onSaved={(detail) => void navigate(routePath('rcs-template-detail', { teamSeq, seq: detail.seq }))}
          onCancel={() => void navigate(back)}
        />
      ) : (
        <Alert severity={brand.isError ? 'error' : 'info'}>
          {brand.isError ? t('rcs.failed') : t('rcs.form.needBrand')}
        </Alert>
      )}
    </Box>
  );
}

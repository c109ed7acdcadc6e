import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useTeamSeq } from '@console/platform/hooks';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { BrandTemplateForm } from './brand-template-form';

/** /console/team/{teamSeq}/kakao/template/brand-message/regist: a new brand template (no review: it can be sent at once). */
export function BrandTemplateRegistPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const navigate = useNavigate();
  const back = routePath('brand-template-list', { teamSeq });
  return (
    <Box>
      <PageHeader
        title={t('brandTemplates.form.title')}
        description={t('brandTemplates.form.description')}
        actions={
          <Button component={Link} to={back} color="inherit">
            {t('kakaoTemplates.detail.back')}
          </Button>
        }
      />
      <BrandTemplateForm
        onSaved={(saved) => void navigate(routePath('brand-template-detail', { teamSeq, seq: saved.seq }))}
        onCancel={() => void navigate(back)}
      />
    </Box>
  );
}

import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useTeamSeq } from '@console/platform/hooks';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { AlimtalkTemplateForm } from './alimtalk-template-form';

/** /console/team/{teamSeq}/kakao/template/alimtalk/regist: a new template, straight into Kakao's review. */
export function AlimtalkTemplateRegistPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const navigate = useNavigate();
  const back = routePath('alimtalk-template-list', { teamSeq });
  return (
    <Box>
      <PageHeader
        title={t('templates.form.title')}
        description={t('templates.form.description')}
        actions={
          <Button component={Link} to={back} color="inherit">
            {t('kakaoTemplates.detail.back')}
          </Button>
        }
      />
      <AlimtalkTemplateForm
        onSaved={(detail) => void navigate(routePath('alimtalk-template-detail', { teamSeq, seq: detail.seq }))}
        onCancel={() => void navigate(back)}
      />
    </Box>
  );
}

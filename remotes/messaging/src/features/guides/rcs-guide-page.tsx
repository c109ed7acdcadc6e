import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { GuideList, GuideSection } from './guide-section';
import { useTeamSeq } from '@console/platform/hooks';

/** /console/team/{teamSeq}/service/rcs/regist-guide: what RCS is, the steps, the limits, the review. */
export function RcsGuidePage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  return (
    <Box>
      <PageHeader
        title={t('guides.rcsTitle')}
        actions={
          <Button variant="contained" component={Link} to={routePath('callback-list', { teamSeq })}>
            {t('guides.toCallback')}
          </Button>
        }
      />
      <Stack spacing={2}>
        <GuideSection title={t('guides.rcsWhat')}>
          <Typography variant="body2">{t('guides.rcsWhatBody')}</Typography>
        </GuideSection>
        <GuideSection title={t('guides.rcsSteps')}>
          <Typography component="ol" variant="body2" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
            {(t('guides.rcsStepList', { returnObjects: true }) as string[]).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Typography>
        </GuideSection>
        <GuideSection title={t('guides.rcsLimits')}>
          <GuideList items={t('guides.rcsLimitList', { returnObjects: true }) as string[]} />
        </GuideSection>
        <GuideSection title={t('guides.review')}>
          <Typography variant="body2">{t('guides.rcsReview')}</Typography>
        </GuideSection>
      </Stack>
    </Box>
  );
}

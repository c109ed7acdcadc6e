import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CALLBACK_DOCUMENT_MAX_AGE_MONTHS,
  CALLBACK_DOCUMENT_MAX_BYTES,
  CALLBACK_REVIEW_BUSINESS_DAYS,
} from '@console/contracts/messaging';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { GuideList, GuideSection } from './guide-section';
import { useTeamSeq } from '@console/platform/hooks';

/** /console/team/{teamSeq}/service/callback/regist-guide: the law, the number forms, the documents, the review. */
export function CallbackGuidePage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  return (
    <Box>
      <PageHeader
        title={t('guides.callbackTitle')}
        actions={
          <Button variant="contained" component={Link} to={routePath('callback-list', { teamSeq })}>
            {t('guides.start')}
          </Button>
        }
      />
      <Stack spacing={2}>
        <GuideSection title={t('guides.law')}>
          <Typography variant="body2">{t('guides.lawBody')}</Typography>
        </GuideSection>
        <GuideSection title={t('guides.forms')}>
          <GuideList items={t('guides.formList', { returnObjects: true }) as string[]} />
        </GuideSection>
        <GuideSection title={t('guides.documents')}>
          <GuideList
            items={
              t('guides.documentList', {
                returnObjects: true,
                months: CALLBACK_DOCUMENT_MAX_AGE_MONTHS,
                mb: CALLBACK_DOCUMENT_MAX_BYTES / 1024 / 1024,
              }) as string[]
            }
          />
        </GuideSection>
        <GuideSection title={t('guides.review')}>
          <Typography variant="body2">{t('guides.reviewBody', { days: CALLBACK_REVIEW_BUSINESS_DAYS })}</Typography>
        </GuideSection>
      </Stack>
    </Box>
  );
}

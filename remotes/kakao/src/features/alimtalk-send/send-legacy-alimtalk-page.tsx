import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTeamSeq } from '@console/platform/hooks';
import { routePath } from '../../route-paths';
import { AlimtalkSendLayout } from './alimtalk-send-layout';
import { LegacyAlimtalkSendForm } from './legacy-alimtalk-send-form';

/** /console/team/{teamSeq}/send/legacy_alimtalk: the older form, where the whole text is written by hand. */
export function SendLegacyAlimtalkPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  return (
    <AlimtalkSendLayout
      title={t('alimtalkSend.legacy.title')}
      description={t('alimtalkSend.legacy.description')}
      actions={
        <Button component={Link} to={routePath('send-alimtalk', { teamSeq })} variant="outlined">
          {t('alimtalkSend.legacy.newForm')}
        </Button>
      }
      form={LegacyAlimtalkSendForm}
    />
  );
}

import type { ReactNode } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AlimtalkSendOptions } from '@console/contracts/kakao-send';
import { useAlimtalkSendOptions } from './get-alimtalk-send-options';
import { ManageLink } from './manage-link';

/**
 * What both alimtalk forms need first: the team's active sender profiles, approved templates and
 * sender numbers. While they load, when they fail, and when no profile can send, it says so instead.
 */
export function AlimtalkOptionsGate({
  teamSeq,
  children,
}: {
  teamSeq: number;
  children(options: AlimtalkSendOptions): ReactNode;
}) {
  const { t } = useTranslation();
  const options = useAlimtalkSendOptions(teamSeq);
  if (options.isError) return <Alert severity="error">{t('alimtalkSend.loadFailed')}</Alert>;
  if (!options.data) return <LinearProgress aria-label={t('alimtalkSend.loading')} />;
  if (options.data.senderProfiles.length === 0) {
    return (
      <Alert
        severity="warning"
        action={<ManageLink routeId="sender-key-list" teamSeq={teamSeq} label={t('alimtalkSend.profile.manage')} />}
      >
        {t('alimtalkSend.profile.none')}
      </Alert>
    );
  }
  return <>{children(options.data)}</>;
}

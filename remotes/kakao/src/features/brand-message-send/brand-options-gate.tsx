import type { ReactNode } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BrandMessageSendOptions } from '@console/contracts/kakao-brand-send';
import { ManageLink } from '../alimtalk-send/manage-link';
import { useBrandSendOptions } from './get-brand-send-options';

/**
 * What the form needs first: the team's active sender profiles, their brand templates and approved
 * sender numbers. While they load, when they fail, and when no profile can send, it says so instead.
 */
export function BrandOptionsGate({
  teamSeq,
  children,
}: {
  teamSeq: number;
  children(options: BrandMessageSendOptions): ReactNode;
}) {
  const { t } = useTranslation();
  const options = useBrandSendOptions(teamSeq);
  if (options.isError) return <Alert severity="error">{t('brandSend.loadFailed')}</Alert>;
  if (!options.data) return <LinearProgress aria-label={t('brandSend.loading')} />;
  if (options.data.senderProfiles.length === 0) {
    return (
      <Alert
        severity="warning"
        action={<ManageLink routeId="sender-key-list" teamSeq={teamSeq} label={t('brandSend.profileManage')} />}
      >
        {t('brandSend.noProfile')}
      </Alert>
    );
  }
  return <>{children(options.data)}</>;
}

import { useTranslation } from 'react-i18next';
import { SendPage } from '../send/send-page';
import { RcsSendForm } from './rcs-send-form';

/** /console/team/{teamSeq}/send/rcs: RCS with SMS/LMS fallback (the route guard blocks teams that may not send). */
export function SendRcsPage() {
  const { t } = useTranslation();
  return <SendPage title={t('rcsSend.title')} description={t('rcsSend.description')} form={RcsSendForm} />;
}

import { useTranslation } from 'react-i18next';
import { SendForm } from './send-form';
import { SendPage } from './send-page';

/** /console/team/{teamSeq}/send/mt: web send of SMS/LMS/MMS (the route guard blocks teams that may not send). */
export function SendMtPage() {
  const { t } = useTranslation();
  return <SendPage title={t('send.title')} description={t('send.description')} form={SendForm} />;
}

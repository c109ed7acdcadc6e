import { useTranslation } from 'react-i18next';
import { AlimtalkSendForm } from './alimtalk-send-form';
import { AlimtalkSendLayout } from './alimtalk-send-layout';

/** /console/team/{teamSeq}/send/alimtalk: an approved template to many (the route guard blocks teams that may not send). */
export function SendAlimtalkPage() {
  const { t } = useTranslation();
  return (
    <AlimtalkSendLayout
      title={t('alimtalkSend.title')}
      description={t('alimtalkSend.description')}
      form={AlimtalkSendForm}
    />
  );
}

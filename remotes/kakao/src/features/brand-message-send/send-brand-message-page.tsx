import { useTranslation } from 'react-i18next';
import { AlimtalkSendLayout } from '../alimtalk-send/alimtalk-send-layout';
import { BrandSendForm } from './brand-send-form';

/**
 * /console/team/{teamSeq}/send/brand-message: a brand template to many, by targeting (the route guard
 * blocks teams that may not send); the accepted request links to its results as every Kakao send does.
 */
export function SendBrandMessagePage() {
  const { t } = useTranslation();
  return (
    <AlimtalkSendLayout title={t('brandSend.title')} description={t('brandSend.description')} form={BrandSendForm} />
  );
}

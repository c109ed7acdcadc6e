import { invoiceTextsEn } from './invoice-texts-en';
import type { ko } from './ko';
import { teamCapsTextsEn } from './team-caps-texts-en';
import { usageTextsEn } from './usage-texts-en';
import { servicesTextsEn } from './services-texts-en';
import { paymentTextsEn } from './payment-texts-en';

export const en: typeof ko = {
  service: 'Billing',
  invoices: invoiceTextsEn,
  teamCaps: teamCapsTextsEn,
  usage: usageTextsEn,
  services: servicesTextsEn,
  ...paymentTextsEn,
  pricing: {
    title: 'Price table',
    description: 'What one message costs, before VAT and with VAT added.',
    effective: 'Effective from {{date}} · VAT {{vat}}%',
    loadFailed: 'Could not load the price table.',
    retry: 'Retry',
    channels: { SMS: 'Text messages', RCS: 'RCS', KAKAO: 'KakaoTalk', EMAIL: 'E-mail' },
    columns: { type: 'Message type', price: 'Per message (before VAT)', priceWithVat: 'Per message (VAT included)' },
    types: {
      SMS: 'SMS (short)',
      LMS: 'LMS (long)',
      MMS: 'MMS (picture)',
      RCS_SMS: 'RCS short',
      RCS_LMS: 'RCS long',
      RCS_MMS: 'RCS picture',
      ALIMTALK: 'Alimtalk',
      BRAND_MESSAGE_FRIENDS: 'Brand message (channel friends)',
      BRAND_MESSAGE_OTHERS: 'Brand message (other recipients)',
      EMAIL: 'E-mail (delivered)',
    },
    notes: {
      failedFree: 'Messages that fail and bounced e-mails are not charged.',
      fallback: 'A fallback message (e.g. a text after a failed alimtalk) is charged as the type actually sent.',
    },
  },
};

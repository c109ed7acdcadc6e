import { invoiceTextsKo } from './invoice-texts-ko';
import { teamCapsTextsKo } from './team-caps-texts-ko';
import { usageTextsKo } from './usage-texts-ko';
import { servicesTextsKo } from './services-texts-ko';
import { paymentTextsKo } from './payment-texts-ko';
import { koAtMount } from './ko-at-mount';

/** Every Korean text of the remote (the reference of the English, and of the tests). */
export const ko = {
  ...koAtMount,
  invoices: invoiceTextsKo,
  teamCaps: teamCapsTextsKo,
  usage: usageTextsKo,
  services: servicesTextsKo,
  ...paymentTextsKo,
};

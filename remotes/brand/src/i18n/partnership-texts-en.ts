import type { partnershipTextsKo } from './partnership-texts-ko';

export const partnershipTextsEn: typeof partnershipTextsKo = {
  title: 'Partnership inquiry',
  description: 'Reselling, technology or co-marketing: tell us how we could work together.',
  form: 'Partnership inquiry form',
  partnershipType: 'Partnership type',
  types: {
    RESALE: 'Reselling',
    TECHNOLOGY: 'Technology partnership',
    CO_MARKETING: 'Co-marketing',
    OTHER: 'Other',
  },
  website: 'Website (optional)',
  websiteHelp: 'e.g. https://www.example.com',
  submit: 'Send inquiry',
  doneTitle: 'We received your partnership inquiry',
};

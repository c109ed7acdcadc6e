import type { guidesTextsKo } from './guides-texts-ko';

export const guidesTextsEn: typeof guidesTextsKo = {
  callbackTitle: 'Registering a sender number',
  law: 'Pre-registration of sender numbers',
  lawBody:
    'Under the Telecommunications Business Act, since October 2015 every number that sends text messages must be registered in advance. It prevents spoofed numbers used for smishing and voice phishing: only registered and approved numbers can send, and carriers block the rest.',
  forms: 'Numbers you can use',
  formList: [
    'Mobile: 010-XXXX-XXXX',
    'Landline with its area code (02-XXX-XXXX, 031-XXX-XXXX …)',
    'Representative: 15XX/16XX/18XX-XXXX (8 digits, no area code)',
    'Common numbers starting with 050, 070 or 080',
    '8 to 11 digits without hyphens.',
  ],
  documents: 'Documents',
  documentList: [
    'Every number: a proof of subscription (issued within {{months}} months)',
    "An employee's number: also a proof of employment",
    "Another person's or business's number: also a letter of consent signed by them",
    'PDF, JPG or PNG files up to {{mb}} MB.',
  ],
  review: 'Review time and result',
  reviewBody:
    'Reviews usually take up to {{days}} business days. An approved number can be used at once; a rejected one can be requested again with new documents. You are notified of the result.',
  start: 'Register a sender number',
  rcsTitle: 'Registering for RCS',
  rcsWhat: 'What is RCS?',
  rcsWhatBody:
    "RCS is the carriers' rich messaging: your brand name and logo, buttons and image cards. When the recipient's phone does not support RCS or sending fails, the message can fall back to SMS/LMS.",
  rcsSteps: 'Steps',
  rcsStepList: [
    'Register a sender number and get it approved first. An RCS chat room needs a landline or representative number (010 mobile numbers are not allowed).',
    'Register your RCS brand: name, logo, description and business registration.',
    'Once the brand is approved, create a chat room on an approved sender number.',
    'Templates need their own approval; plain RCS SMS/LMS/MMS do not.',
  ],
  rcsLimits: 'RCS message types and limits',
  rcsLimitList: [
    'RCS SMS: 100 characters, 1 button',
    'RCS LMS: 1,300 characters, 6 buttons',
    'RCS MMS: 1,300 characters, images up to 1 MB and 2 buttons per card',
    'Text template: 90 characters, 1 button (approval needed)',
    'Image template: 500 characters, images up to 1 MB and 2 buttons per card (approval needed)',
  ],
  rcsReview:
    'Brands and templates are reviewed by the carriers, usually in 2-3 business days. You are notified of the result.',
  toCallback: 'Go to sender numbers',
};

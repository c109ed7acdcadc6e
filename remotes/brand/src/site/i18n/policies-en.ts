import { POLICIES_CURRENT_VERSION, POLICIES_FIRST_VERSION } from '../policy-versions';
import { SERVICE_FACTS } from '../service-facts';
import type { PolicySection, PolicyTexts } from './policies-ko';
import { siteTextsEn } from './site-texts-en';

const { sending, advertising: ad, billing, privacy } = SERVICE_FACTS;
const count = (value: number) => value.toLocaleString('en-US');

// ---------------------------------------------------------------- terms of use (shortened courtesy translation)

const TOU_PURPOSE: PolicySection = {
  heading: 'Article 1 (Purpose)',
  paragraphs: [
    'These terms set the conditions and procedures of the Message Console and related services (the "Service") of Console Messaging Inc. (the "Company") and the rights, duties and responsibilities of the Company and its members.',
  ],
};

const TOU_DEFINITIONS: PolicySection = {
  heading: 'Article 2 (Definitions)',
  items: [
    '"Member": a person or business that agreed to these terms and uses the Service under a contract with the Company.',
    '"Message": SMS, LMS, MMS, RCS, Kakao alimtalk, brand messages and the like sent through the Service.',
    '"Sender number": the number shown to recipients, registered with and approved by the Company.',
    '"Advertising": messages promoting goods or services for profit.',
    '"Prepaid": charges drawn from a balance topped up in advance; "postpaid": a month of usage invoiced the next month.',
  ],
};

const TOU_EFFECT: PolicySection = {
  heading: 'Article 3 (Effect and change of the terms)',
  items: [
    'The terms take effect when posted on the Service or otherwise announced.',
    'The Company may change the terms within the law; it announces the change and its effective date 7 days ahead (30 days for changes against members) and tells members by e-mail.',
    'A member who does not agree may end the contract; continuing to use the Service after the effective date without objecting counts as agreement.',
  ],
};

const TOU_CONTRACT: PolicySection = {
  heading: 'Article 4 (The contract)',
  items: [
    'The contract is formed when an applicant agrees to the terms, completes identity and e-mail verification and the Company accepts.',
    'Sending and postpaid billing need a verified business.',
    "The Company may refuse or later end applications made in another person's name, with false details, or by past senders of illegal spam.",
  ],
};

const touService = (channels: string): PolicySection => ({
  heading: 'Article 5 (The Service)',
  items: [
    `The Company provides ${channels}, results and history, address books, sender number management and a sending API.`,
    `Sending history can be read for ${sending.historyRetentionMonths} months from the day of sending.`,
    'The Company may suspend the Service for maintenance or failures of carriers, Kakao or other partners, announcing it in advance (afterwards in emergencies).',
  ],
});

const TOU_MEMBER_DUTIES: PolicySection = {
  heading: 'Article 6 (Duties of members)',
  items: [
    'Members keep their accounts and API keys safe and do not let others use them.',
    `Members send only from registered and approved sender numbers and never falsify numbers or use another person's number without permission (Telecommunications Business Act). Registration needs a proof of subscription issued within ${sending.callbackDocumentMaxAgeMonths} months.`,
    "Members collect and use recipients' personal data lawfully.",
    'Members never send content the law forbids, such as illegal gambling, illegal loans, obscenity or smishing.',
  ],
};

const TOU_ADVERTISING: PolicySection = {
  heading: 'Article 7 (Duties when sending advertising)',
  paragraphs: [
    'Advertising follows Article 50 of the Act on Promotion of Information and Communications Network Utilization and Information Protection.',
  ],
  items: [
    "Members obtain the recipient's explicit prior consent and stop when the recipient refuses or withdraws it.",
    `A message starts with '${ad.prefix}' and the sender's name and ends with a free way to opt out such as '${ad.optOutLabel} 080XXXXXXX'.`,
    `Advertising may not be sent from ${ad.nightStart} to ${ad.nightEnd} without separate consent; Kakao brand messages not from ${ad.brandNightStart} to ${ad.brandNightEnd}.`,
    'The Company refuses advertising without the marks or scheduled in the blocked hours, and never sends advertising to numbers on the 080 opt-out list.',
    'Members bear fines and damages from breaking this article.',
  ],
};

const touFees = (paymentItems: readonly string[]): PolicySection => ({
  heading: 'Article 8 (Fees and settlement)',
  items: [
    `Fees are per message as in the price list, before VAT (${billing.vatPercent}%). The price list is posted on the website and in the console.`,
    'Only delivered messages are charged; failed messages are not. A fallback message is charged as the type actually sent.',
    ...paymentItems,
  ],
});

const TOU_REFUND: PolicySection = {
  heading: 'Article 9 (Refunds)',
  items: [
    'Unused prepaid balance is refunded on request, except amounts given free of charge (e.g. in events).',
    'Amounts held for messages that fail return to the balance when the results are final.',
    "Fees for Service the member could not use through the Company's fault are refunded or deducted from the next invoice.",
    "Refunds are paid to an account in the member's name within 7 business days of the request.",
  ],
};

const TOU_RESTRICTION: PolicySection = {
  heading: 'Article 10 (Restriction and termination)',
  items: [
    'The Company may restrict members who break the law or these terms, e.g. by illegal spam or falsified numbers, after notice (before notice in emergencies).',
    'Members may withdraw in the console at any time; unpaid fees are settled first.',
  ],
};

const TOU_LIABILITY: PolicySection = {
  heading: 'Article 11 (Limitation of liability)',
  items: [
    "The Company is not liable for messages not delivered for reasons beyond its control, such as natural disasters, failures of carriers or Kakao, or the state of a recipient's phone; such messages are not charged.",
    'The Company is not liable for the content members send or disputes arising from their breaches of the law.',
    'Liability for damage caused intentionally or by gross negligence of the Company follows the law.',
  ],
};

const TOU_DISPUTES: PolicySection = {
  heading: 'Article 12 (Disputes and jurisdiction)',
  items: [
    'The parties first try to settle disputes in good faith; members may object through the support centre or a 1:1 inquiry.',
    'Lawsuits go to the court competent under the Civil Procedure Act; the laws of the Republic of Korea apply.',
  ],
};

const TOU_ADDENDUM = (date: string): PolicySection => ({
  heading: 'Addendum',
  paragraphs: [`These terms take effect on ${date.replaceAll('-', '.')}.`],
});

const TOU_PREPAID_ONLY = [
  `Fees are prepaid: top up from KRW ${count(billing.minTopUpKrw)} by card, virtual account or bank transfer; messages draw the balance down as they are sent.`,
  'Businesses with large monthly volumes may apply for postpaid billing under a separate contract.',
];

const TOU_PREPAID_AND_POSTPAID = [
  `Prepaid: top up from KRW ${count(billing.minTopUpKrw)} by card, virtual account or bank transfer; messages draw the balance down as they are sent; automatic top-up below a threshold can be set.`,
  `Postpaid: for verified businesses. On the 1st the invoice and electronic tax invoice for the previous month are issued, payable by the ${billing.invoiceDueDay}th by CMS automatic transfer or bank transfer.`,
  'If fees are not paid by the due date, the Company may restrict sending after notice.',
];

// ---------------------------------------------------------------- privacy policy (shortened courtesy translation)

const PRIVACY_PURPOSES = (extra: readonly string[]): PolicySection => ({
  heading: '1. Purposes of processing',
  paragraphs: ['The Company processes personal data for these purposes and asks separate consent if they change.'],
  items: [
    'Membership: identity checks, preventing abuse, notices',
    'The Service: sending messages and results, reviewing sender numbers and profiles, business verification',
    'Billing: payments and refunds, invoices and tax invoices',
    'Support: answering inquiries, notices, handling disputes',
    ...extra,
  ],
});

const PRIVACY_ITEMS = (rows: readonly (readonly string[])[]): PolicySection => ({
  heading: '2. Items collected',
  table: {
    head: ['Purpose', 'Items', 'How'],
    rows: [
      [
        'Sign-up',
        'Name, ID, password, e-mail, mobile number, identity check result (CI/DI, birth date, sex)',
        'Sign-up screen, identity-check provider',
      ],
      [
        'Business verification',
        'Company name, business registration number, representative, address, copy of the certificate',
        'Console',
      ],
      [
        'Sending',
        'Recipient numbers, message content, address book entries, sender numbers and their proofs',
        'Console, API',
      ],
      ['Payment', 'Card issuer and masked number, approval data, refund account', 'Payment screen, payment gateway'],
      ...rows,
      ['Automatically', 'IP address, access times, usage records, cookies', 'Using the Service'],
    ],
  },
});

const PRIVACY_RETENTION = (rows: readonly (readonly string[])[]): PolicySection => ({
  heading: '3. Retention periods',
  paragraphs: ['Personal data is destroyed without delay once its purpose is met, except:'],
  table: {
    head: ['Data', 'Kept for', 'Basis'],
    rows: [
      ['Member data', 'Until withdrawal', 'Contract'],
      [
        'Sending history (numbers, content, results)',
        `${sending.historyRetentionMonths} months from sending`,
        'Contract',
      ],
      ['Records of contracts, payments and supply', '5 years', 'Act on Consumer Protection in Electronic Commerce'],
      ['Complaints, disputes and 1:1 inquiries', '3 years', 'Act on Consumer Protection in Electronic Commerce'],
      ['Tax invoices and transaction evidence', '5 years', 'Framework Act on National Taxes, VAT Act'],
      ...rows,
      ['Access logs', '3 months', 'Protection of Communications Secrets Act'],
    ],
  },
});

const PRIVACY_THIRD_PARTIES: PolicySection = {
  heading: '4. Provision to third parties',
  paragraphs: [
    'The Company provides personal data to third parties only with consent or where the law specifically requires it.',
    'When a member sends Kakao alimtalk or brand messages, recipient numbers and content are provided to Kakao Corp. to deliver them; Kakao uses them only for delivery and destroys them under its own policy.',
    'Investigative authorities may receive the data needed when they ask under the procedures of the law.',
  ],
};

const PRIVACY_ENTRUSTED = (rows: readonly (readonly string[])[]): PolicySection => ({
  heading: '5. Entrusted processing',
  paragraphs: ['The Company entrusts processing as follows, binds the processors by contract and supervises them.'],
  table: {
    head: ['Processor', 'Task'],
    rows: [
      [
        'SK Telecom, KT, LG Uplus and message relay operators',
        'Carrying SMS, LMS, MMS and RCS messages and their reports',
      ],
      ['Korea Mobile Certification Inc.', 'Mobile identity checks'],
      ['Payment gateway (PG)', 'Card payments, virtual accounts and refunds'],
      ['Cloud hosting provider (Korean region)', 'Servers and storage running the Service'],
      ...rows,
    ],
  },
});

const PRIVACY_DESTRUCTION: PolicySection = {
  heading: '6. Destruction',
  items: [
    'Data past its retention or purpose is destroyed within 5 days; data the law requires to keep is stored separately.',
    'Files are erased irrecoverably; paper is shredded or burned.',
  ],
};

const PRIVACY_RIGHTS: PolicySection = {
  heading: "7. Data subjects' rights and how to exercise them",
  items: [
    'Data subjects may at any time ask to see, correct or delete their data, stop its processing or withdraw consent.',
    'Do it yourself on the My information screen of the console, or ask by 1:1 inquiry, e-mail or letter; the Company acts within 10 days and tells you the result.',
    'A legal representative or an authorised person may ask with a power of attorney.',
    'Message recipients may opt out with the member who sent the message or through the free 080 number in it.',
  ],
};

const PRIVACY_SECURITY: PolicySection = {
  heading: '8. Security measures',
  items: [
    'Administrative: an internal management plan, few staff handling personal data, regular training',
    'Technical: one-way hashed passwords, TLS in transit, access rights and control, kept and reviewed access logs, security updates',
    'Physical: access control to data centres and storage',
  ],
};

const PRIVACY_COOKIES: PolicySection = {
  heading: '9. Cookies',
  items: [
    'The Company uses a session cookie to keep you logged in; no cookies for advertising or behavioural analysis.',
    'You can refuse cookies in your browser, but then services that need a login cannot be used.',
  ],
};

const PRIVACY_OFFICER: PolicySection = {
  heading: '10. Privacy officer',
  paragraphs: [
    'Privacy officer: Jiwoo Han, head of information security (privacy@console.example.kr)',
    `Contact the officer or the support centre with questions, complaints or requests for remedy. ${siteTextsEn.footer.contact}`,
    'You may also report to the Personal Information Infringement Report Center (privacy.kisa.or.kr, 118) or the Personal Information Dispute Mediation Committee (www.kopico.go.kr, 1833-6972).',
  ],
};

const PRIVACY_HISTORY_NOTE: PolicySection = {
  heading: '11. Changes to this policy',
  paragraphs: [
    'Changes are announced 7 days before they take effect; earlier versions are listed in the history below.',
  ],
};

const SALES_INQUIRY_ITEMS = [
  'Consulting and partnership inquiries',
  'Company, contact name, phone, e-mail, message',
  'Inquiry forms',
];
const SALES_INQUIRY_RETENTION = [
  'Consulting and partnership inquiries',
  `${privacy.salesInquiryRetentionYears} year(s) from receipt`,
  'Consent',
];
const CMS_ITEMS = [
  'CMS automatic transfer',
  "Bank, account number, holder, holder's birth date or business number, phone, recorded withdrawal consent",
  'Console',
];
const CMS_RETENTION = ['CMS withdrawal consent records', '5 years', 'Electronic Financial Transactions Act'];
const CMS_ENTRUSTED = [
  'Korea Financial Telecommunications & Clearings Institute',
  'CMS withdrawals and account checks',
];
const MAIL_ENTRUSTED = ['E-mail delivery provider', 'Sign-up, invoice and inquiry e-mails'];

/** The policies in English: a shorter courtesy translation; the Korean text prevails. */
export const policiesEn: PolicyTexts = {
  labels: {
    effectiveDate: 'Effective',
    versionSelect: 'Version',
    show: 'Show',
    current: 'current',
    history: 'History of changes',
    historyDate: 'Effective',
    historyChanges: 'Main changes',
    historyLink: 'Document',
    viewVersion: 'View this version',
    viewing: 'Shown',
    olderNotice: (current: string) =>
      `You are reading an earlier version. The current version has applied since ${current}.`,
    currentLink: 'View the current version',
    courtesy: 'This English text is a shortened courtesy translation. The Korean version prevails.',
  },
  documents: {
    tou: {
      title: 'Terms of use',
      description:
        'The terms of use of Message Console: conditions of use, duties when sending advertising, fees and refunds, and limitation of liability.',
      intro: 'Thank you for using Message Console. Please read these terms before using the Service.',
      versions: {
        [POLICIES_CURRENT_VERSION]: {
          changes:
            'RCS and Kakao brand messages added; postpaid billing by CMS and its due date; blocked hours for advertising stated',
          sections: [
            TOU_PURPOSE,
            TOU_DEFINITIONS,
            TOU_EFFECT,
            TOU_CONTRACT,
            touService('SMS, LMS, MMS, RCS, Kakao alimtalk and brand messages'),
            TOU_MEMBER_DUTIES,
            TOU_ADVERTISING,
            touFees(TOU_PREPAID_AND_POSTPAID),
            TOU_REFUND,
            TOU_RESTRICTION,
            TOU_LIABILITY,
            TOU_DISPUTES,
            TOU_ADDENDUM(POLICIES_CURRENT_VERSION),
          ],
        },
        [POLICIES_FIRST_VERSION]: {
          changes: 'First version',
          sections: [
            TOU_PURPOSE,
            TOU_DEFINITIONS,
            TOU_EFFECT,
            TOU_CONTRACT,
            touService('SMS, LMS, MMS and Kakao alimtalk'),
            TOU_MEMBER_DUTIES,
            TOU_ADVERTISING,
            touFees(TOU_PREPAID_ONLY),
            TOU_REFUND,
            TOU_RESTRICTION,
            TOU_LIABILITY,
            TOU_DISPUTES,
            TOU_ADDENDUM(POLICIES_FIRST_VERSION),
          ],
        },
      },
    },
    privacyPolicy: {
      title: 'Privacy policy',
      description:
        'What personal data Message Console processes, why and for how long, entrusted processing and provision to third parties, your rights and the privacy officer.',
      intro:
        'Console Messaging Inc. (the "Company") keeps this privacy policy under the Personal Information Protection Act to protect personal data and handle related complaints promptly.',
      versions: {
        [POLICIES_CURRENT_VERSION]: {
          changes:
            'Consulting and partnership inquiries and CMS automatic transfer added; processors added (KFTC, e-mail delivery provider)',
          sections: [
            PRIVACY_PURPOSES(['Consulting and partnership inquiries: reading and answering them']),
            PRIVACY_ITEMS([SALES_INQUIRY_ITEMS, CMS_ITEMS]),
            PRIVACY_RETENTION([SALES_INQUIRY_RETENTION, CMS_RETENTION]),
            PRIVACY_THIRD_PARTIES,
            PRIVACY_ENTRUSTED([CMS_ENTRUSTED, MAIL_ENTRUSTED]),
            PRIVACY_DESTRUCTION,
            PRIVACY_RIGHTS,
            PRIVACY_SECURITY,
            PRIVACY_COOKIES,
            PRIVACY_OFFICER,
            PRIVACY_HISTORY_NOTE,
          ],
        },
        [POLICIES_FIRST_VERSION]: {
          changes: 'First version',
          sections: [
            PRIVACY_PURPOSES([]),
            PRIVACY_ITEMS([]),
            PRIVACY_RETENTION([]),
            PRIVACY_THIRD_PARTIES,
            PRIVACY_ENTRUSTED([]),
            PRIVACY_DESTRUCTION,
            PRIVACY_RIGHTS,
            PRIVACY_SECURITY,
            PRIVACY_COOKIES,
            PRIVACY_OFFICER,
            PRIVACY_HISTORY_NOTE,
          ],
        },
      },
    },
  },
};

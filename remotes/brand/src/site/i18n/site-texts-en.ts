import type { SiteTexts } from './site-texts-ko';

/** Texts of the public pages' frame in English. */
export const siteTextsEn: SiteTexts = {
  siteName: 'Message Console',
  skip: 'Skip to content',
  menu: 'Menu',
  nav: {
    services: 'Services',
    customers: 'Support',
    notices: 'Notices',
    pricing: 'Pricing',
    consulting: 'Talk to sales',
    login: 'Log in',
    signup: 'Sign up',
    console: 'Go to console',
  },
  language: { switchTo: '한국어', label: 'Language' },
  footer: {
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    customers: 'Support',
    partnership: 'Partnership',
    company: 'Console Messaging Inc. · CEO Haneul Jung · Business no. 104-81-12340 · 110 Sejong-daero, Jung-gu, Seoul',
    contact: 'Support +82 1588-0000 (weekdays 09:00-18:00) · help@console.example.kr',
    copyright: '© 2026 Console Messaging Inc.',
  },
  services: {
    sms: {
      name: 'SMS · LMS · MMS',
      summary: 'From verification codes to marketing: the message that reaches everyone',
    },
    kakao: { name: 'Kakao alimtalk and brand messages', summary: 'Informational and marketing messages in KakaoTalk' },
    rcs: { name: 'RCS', summary: 'Texts with buttons and images, sent under your brand' },
    mo: { name: 'MO (incoming messages)', summary: 'Two-way texting: replies and opt-outs as they arrive' },
    italk: { name: 'iTalk', summary: 'Message conversations that continue with an agent' },
    chatbot: { name: 'Chatbot', summary: 'Answers to frequent questions around the clock' },
    chatist: { name: 'Chatist', summary: 'Running a chat support centre' },
    solution: { name: 'Messaging solution', summary: 'On-premises sending systems and enterprise integration' },
    nuguBizcall: { name: 'NUGU Bizcall', summary: 'Phone orders and bookings taken by an AI voice' },
  },
  home: {
    title: 'Message Console · SMS, Kakao alimtalk and RCS in one place',
    description:
      'Send SMS/LMS/MMS, Kakao alimtalk and brand messages, and RCS from one console, and follow results and costs. You pay for delivered messages only.',
    heroTitle: 'The fastest way to reach your customers',
    heroBody:
      'SMS, RCS and KakaoTalk alimtalk. Send from one console, see every result, manage your costs. Failed messages are free.',
    start: 'Start for free',
    console: 'Go to console',
    consult: 'Talk to sales',
    servicesTitle: 'Services',
    pricesTitle: 'Price per message (before VAT)',
    pricesNote: 'Only delivered messages are charged. A fallback message is charged as the type actually sent.',
    priceType: 'Message type',
    price: 'Price',
    noticesTitle: 'Notices',
    allNotices: 'All notices',
    noNotices: 'No notices yet.',
    whyTitle: 'Why the console',
    why: [
      {
        title: 'One integration, every channel',
        body: 'A failed alimtalk falls back to SMS automatically. One API sends on every channel.',
      },
      {
        title: 'Pay for what arrives',
        body: 'Failed messages are free; settle from a prepaid balance or a monthly invoice.',
      },
      { title: 'Managed by team', body: 'Sender numbers, templates, address books and monthly caps per team.' },
    ],
  },
  priceTypes: {
    SMS: 'SMS (short)',
    LMS: 'LMS (long)',
    MMS: 'MMS (picture)',
    RCS_SMS: 'RCS short',
    RCS_LMS: 'RCS long',
    RCS_MMS: 'RCS picture',
    ALIMTALK: 'Alimtalk',
    BRAND_MESSAGE_FRIENDS: 'Brand message (channel friends)',
    BRAND_MESSAGE_OTHERS: 'Brand message (others)',
  },
  categories: { NOTICE: 'Notice', MAINTENANCE: 'Maintenance', UPDATE: 'Update', EVENT: 'Event' },
  pinned: 'Important',
  customers: {
    title: 'Support',
    description: 'Notices, frequent questions, 1:1 inquiries and sales or partnership requests in one place.',
    notices: 'Latest notices',
    allNotices: 'All notices',
    help: 'Need help?',
    serviceInquiry: { title: '1:1 inquiry', body: 'Tell us what you need and our staff will answer. (Log in first)' },
    consultingInquiry: { title: 'Talk to sales', body: 'We help you choose channels and estimate your costs.' },
    partnershipInquiry: { title: 'Partnership', body: 'Resale, technical partnership or joint marketing.' },
    questionnaire: {
      title: 'Service finder',
      body: 'Answer a few questions to see the channels and monthly cost that fit.',
    },
    faqTitle: 'Frequent questions',
    faq: [
      {
        q: 'Are failed messages charged?',
        a: 'No. Only delivered messages are charged. A fallback (e.g. an SMS after a failed alimtalk) is charged as the type actually sent.',
      },
      {
        q: 'How do I register a sender number?',
        a: 'Upload the number and its proof of subscription under sender numbers in the console; approved numbers can send.',
      },
      {
        q: 'Prepaid or postpaid?',
        a: 'Prepaid draws on a balance you top up; postpaid closes each month into an invoice on the 1st, due on the 25th by CMS transfer or bank transfer. Postpaid needs a verified business.',
      },
      {
        q: 'When may advertising be sent?',
        a: 'Not from 21:00 to 08:00, and it needs "(광고)" at the start and a free opt-out number.',
      },
      {
        q: 'What does alimtalk need?',
        a: 'A Kakao channel registered as a sender profile and an alimtalk template approved by Kakao.',
      },
    ],
  },
  notFound: { title: 'Page not found', body: 'The page moved or no longer exists.', home: 'Home' },
};

import { SERVICE_FACTS } from '../service-facts';
import type { ServicePagesTexts } from './service-pages-ko';

const { sms, sending, advertising: ad, kakao, rcs, billing } = SERVICE_FACTS;
const count = (value: number) => value.toLocaleString('en-US');

const SIGN_UP = 'Sign up and verify your e-mail address and mobile phone.';
const VERIFY_BUSINESS =
  'Upload your business registration certificate to verify your business, then top up a prepaid balance or apply for postpaid billing.';
const ADVERTISING_RULE = `An advertising message starts with '${ad.prefix}' and the sender's name and ends with a free opt-out number such as '${ad.optOutLabel} 080XXXXXXX'. Advertising may not be sent from ${ad.nightStart} to ${ad.nightEnd} the next day, and numbers on your 080 opt-out list never receive it.`;
const PARTNER_RULES = [
  'You cannot order this service in the console itself. After a consultation about your needs, we build and provide it together with a partner.',
  'The contract, schedule and operation are agreed per service after the consultation.',
  'We can also combine it with SMS and alimtalk sending from the console.',
];
const PARTNER_STEPS = [
  'Request a consultation with the service and your expected volume.',
  'We contact you to understand your needs and your current systems.',
  'Together with our partner we propose a setup, a schedule and a price.',
  'After the contract we build it, run a trial and go live.',
];
const PARTNER_PRICE =
  'This service is not in the standard price list. We quote a price for your volume and setup after a consultation.';

/** Texts of the service pages in English. Every figure comes from SERVICE_FACTS (the server's constants). */
export const servicePagesEn: ServicePagesTexts = {
  labels: {
    servicesNav: 'Services',
    whatTitle: 'What it does',
    audienceTitle: 'Who it is for',
    rulesTitle: 'Limits and rules',
    partnerRulesTitle: 'How it is provided',
    usesTitle: 'Typical uses',
    pricesTitle: 'Prices',
    priceType: 'Message type',
    price: 'Per message (before VAT)',
    priceWithVat: 'With VAT',
    pricesEffective: 'Effective from',
    pricesCharged: `Only delivered messages are charged. VAT of ${billing.vatPercent}% is added.`,
    startTitle: 'How to start',
    partnerStartTitle: 'How an introduction works',
    partnerBadge: 'Partner service · provided after a consultation',
    ctaTitle: 'Start today',
    ctaBody: 'Signing up is free. To find the setup that fits your company, request a consultation.',
    partnerCtaTitle: 'Start with a consultation',
    partnerCtaBody: 'Tell us the service and your expected volume, and we will contact you.',
    signup: 'Sign up free',
    console: 'Go to console',
    consult: 'Request a consultation',
    apiDocs: 'Read the API docs',
    won: (value: number) => `KRW ${value.toLocaleString('en-US')}`,
  },
  services: {
    sms: {
      title: 'Text messages (SMS · LMS · MMS)',
      description: `SMS up to ${sms.smsBytes} bytes, LMS and MMS up to ${count(sms.lmsBytes)} bytes. Send verification codes, notifications and marketing to every phone from the console or the API, and pay only for delivered messages.`,
      lead: 'Verification codes, order and delivery notices, marketing: the basic channel that reaches every customer with a phone.',
      what: [
        {
          title: 'Type chosen for you',
          body: `A body of up to ${sms.smsBytes} bytes (${sms.smsHangul} Hangul characters) without a subject goes as SMS, a longer one or one with a subject as LMS, one with images as MMS. The screen shows the byte count and the type before you send.`,
        },
        {
          title: 'Bulk and scheduled sending',
          body: `Send to up to ${count(sms.recipientsPerRequest)} recipients at once and schedule from ${sending.reservationMinLeadMinutes} minutes to ${sending.reservationMaxAheadDays} days ahead. Variables such as #{name} personalise each message.`,
        },
        {
          title: 'Results and history',
          body: `Every message shows its outcome and the reason of a failure; the history is kept for ${sending.historyRetentionMonths} months.`,
        },
      ],
      audience: [
        'Services sending sign-up and login codes',
        'Shops sending order, delivery and booking notices',
        'Brands sending offers and events',
        'Organisations that must reach people who do not use KakaoTalk',
      ],
      rules: [
        `SMS: body up to ${sms.smsBytes} bytes (${sms.smsHangul} Hangul characters), no subject.`,
        `LMS and MMS: body up to ${count(sms.lmsBytes)} bytes (${count(sms.lmsHangul)} Hangul characters), subject up to ${sms.subjectBytes} bytes.`,
        `MMS images: JPG only, up to ${sms.mmsImages} images of at most ${sms.mmsImageKb} KB and ${sms.mmsImageWidth} x ${sms.mmsImageHeight} px each.`,
        'Characters a text message cannot carry, such as emoji, are pointed out before sending.',
        `Only registered and approved sender numbers can send (Korean caller-number pre-registration). Registration needs a proof of subscription issued within ${sending.callbackDocumentMaxAgeMonths} months.`,
        ADVERTISING_RULE,
        `Delivery reports are awaited for ${sms.reportTimeoutSmsHours} hours (SMS) or ${sms.reportTimeoutLmsHours} hours (LMS, MMS); a message without one fails and is not charged.`,
      ],
      steps: [
        SIGN_UP,
        VERIFY_BUSINESS,
        'Register a sender number and have it approved.',
        'Send from the console or through the API.',
      ],
      priceNote: 'Failed messages are not charged.',
    },
    kakao: {
      title: 'Kakao alimtalk and brand messages',
      description: `Order and booking notices as alimtalk, marketing as brand messages, sent through KakaoTalk with SMS fallback. Templates of ${count(kakao.contentMax)} characters, reviewed in ${kakao.reviewBusinessDays} business days.`,
      lead: 'Send informational alimtalk and advertising brand messages in the name of your KakaoTalk channel. When alimtalk cannot be delivered, it falls back to a text message.',
      what: [
        {
          title: 'Alimtalk',
          body: 'Informational messages such as order confirmations, deliveries, bookings and payments, sent from approved templates. Recipients need not be channel friends.',
        },
        {
          title: 'Brand messages',
          body: 'Advertising in text, image, wide, list or carousel bubbles to channel friends or users who agreed to marketing.',
        },
        {
          title: 'SMS fallback',
          body: 'When alimtalk fails the same content goes as SMS or LMS; results show the fallback and its outcome separately.',
        },
      ],
      audience: [
        'Shops and platforms sending many order, delivery and booking notices',
        'Brands messaging their KakaoTalk channel friends',
        'Anyone who wants notifications at a lower price than SMS',
      ],
      rules: [
        `Alimtalk templates: up to ${count(kakao.contentMax)} characters including variables, up to ${kakao.variablesMax} variables #{name}, up to ${kakao.buttonsMax} buttons named in ${kakao.buttonNameMax} characters.`,
        `Templates send only after Kakao approves them; the review usually takes ${kakao.reviewBusinessDays} business days.`,
        `Alimtalk emphasis image: ${kakao.templateImageWidth} x ${kakao.templateImageHeight} px (2:1), JPG or PNG, at most ${kakao.templateImageKb} KB.`,
        `Brand messages: text and image bubbles ${kakao.brandTextMax} characters with ${kakao.brandButtonsMax} buttons, wide ${kakao.brandWideTextMax} characters, lists of ${kakao.brandItemsMin} to ${kakao.brandItemsMax} items, carousels of ${kakao.brandCardsMin} to ${kakao.brandCardsMax} cards (${kakao.brandCardMessageMax} characters each). Other bubbles than text and image hold ${kakao.brandOtherButtonsMax} buttons.`,
        `Brand message images: JPG or PNG, at most ${kakao.brandImageMb} MB, at least ${kakao.brandImageMinWidth} px wide.`,
        `Brand messages follow the advertising rules and cannot be sent from ${ad.brandNightStart} to ${ad.brandNightEnd} the next day.`,
      ],
      steps: [
        SIGN_UP,
        VERIFY_BUSINESS,
        'Register your KakaoTalk channel as a sender profile: enter the code sent to the channel admin phone and it is active.',
        'Register templates for Kakao review; once approved, send from the console or through the API.',
      ],
      priceNote: 'A fallback text message is charged as the type actually sent.',
    },
    rcs: {
      title: 'RCS messages',
      description: `Text messages with your brand name and logo, buttons and image cards. RCS SMS ${rcs.smsBodyMax} characters, LMS and MMS ${count(rcs.lmsBodyMax)} characters, with SMS fallback.`,
      lead: 'The next generation of text messages: shown with your brand name and logo in the messaging app, with buttons and image cards.',
      what: [
        {
          title: 'Sent as your brand',
          body: 'Your reviewed brand name and logo appear above the messages, so customers trust them.',
        },
        {
          title: 'Buttons and image cards',
          body: 'Web link, call and copy buttons and several image cards lead customers to act.',
        },
        { title: 'SMS fallback', body: 'Phones that cannot receive RCS get the message as SMS or LMS.' },
      ],
      audience: [
        'Businesses that want booking or payment links tapped inside the message',
        'Financial and public institutions that must not look like smishing',
        'Brands presenting products with images',
      ],
      rules: [
        `RCS SMS: ${rcs.smsBodyMax} characters, ${rcs.smsButtonsMax} button. RCS LMS: ${count(rcs.lmsBodyMax)} characters, ${rcs.lmsButtonsMax} buttons. No template approval needed.`,
        `RCS MMS: ${count(rcs.mmsBodyMax)} characters and up to ${rcs.cardsMax} cards (image of ${rcs.imageMb} MB and ${rcs.mmsButtonsPerCard} buttons per card).`,
        `Templates: text ${rcs.textTemplateBodyMax} characters, image ${rcs.imageTemplateBodyMax} characters. Templates need approval, usually in ${rcs.reviewBusinessDays} business days.`,
        `Your brand (name up to ${rcs.brandNameMax} characters) is reviewed, and chat rooms bind only approved landline or representative numbers; 010 mobile numbers cannot be used.`,
        ADVERTISING_RULE,
      ],
      steps: [
        SIGN_UP,
        VERIFY_BUSINESS,
        'Register a landline or representative number as a sender number and have it approved.',
        'Register your RCS brand for review, bind the approved number as a chat room, then send from the console or through the API.',
      ],
      priceNote: 'A fallback text message is charged as the type actually sent.',
    },
    mo: {
      title: 'MO: receiving replies (two-way messaging)',
      description:
        'Receive customer replies and 080 opt-out requests on your registered representative number and read them in the console. Opt-outs are applied to your advertising at once.',
      lead: 'Never miss a reply. Messages sent to your registered representative number are gathered per team, and opt-out requests take effect at once.',
      what: [
        {
          title: 'Replies in one place',
          body: 'Messages to your representative number with the sender, the content and the send they answer.',
        },
        {
          title: 'Opt-outs applied automatically',
          body: 'An opt-out request joins the team’s 080 opt-out list and is excluded from the next advertising message.',
        },
        {
          title: 'Search and export',
          body: `Search by number, text and receiving number, and download CSV files of up to ${sending.historyMaxRangeDays} days.`,
        },
      ],
      audience: [
        'Businesses collecting answers to surveys and booking confirmations',
        'Brands that must manage opt-outs from advertising precisely',
        'Shops answering customers by text',
      ],
      rules: [
        'Only messages to a registered and approved representative number are received.',
        `Received messages are kept for ${sending.historyRetentionMonths} months.`,
        'Numbers that opted out never receive advertising; results mark them as opted out.',
      ],
      steps: [
        SIGN_UP,
        VERIFY_BUSINESS,
        'Register the representative number that receives replies as a sender number and have it approved.',
        'Read replies and opt-out requests on the received messages (MO) screen of the console.',
      ],
      priceNote:
        'Receiving is not in the standard price list. We quote it for your representative number and volume after a consultation.',
    },
    solution: {
      title: 'Messaging solution (API integration · enterprise console)',
      description:
        'Connect your systems to SMS, RCS and alimtalk through one API and manage the sending and costs of many teams in one console, with postpaid billing and electronic tax invoices.',
      lead: 'Send straight from your own systems and manage team permissions, caps and billing in one place: the setup for enterprises.',
      what: [
        {
          title: 'One sending API',
          body: 'Send SMS, RCS and alimtalk the same way; read results or receive them by callback.',
        },
        {
          title: 'API keys and access control',
          body: 'Issue API keys per team and allow only the IP addresses you choose.',
        },
        {
          title: 'Teams and billing',
          body: 'Separate sender numbers, templates, address books and monthly caps per team, and settle with a monthly postpaid invoice and electronic tax invoices.',
        },
      ],
      audience: [
        'Companies sending notifications automatically from order and member systems',
        'Companies whose departments or brands share messaging',
        'Businesses moving an existing sending system',
      ],
      rules: [
        `One request sends to up to ${count(sms.recipientsPerRequest)} recipients.`,
        'Length, image, sender number and advertising rules of each channel apply exactly as in the console.',
        `Postpaid invoices for the previous month are issued on the 1st and due on the ${billing.invoiceDueDay}th; postpaid needs a verified business.`,
      ],
      steps: [
        SIGN_UP,
        VERIFY_BUSINESS,
        'Issue an API key in the console settings and register the allowed IP addresses.',
        'Integrate following the API docs and send. Ask us about on-premise or dedicated setups.',
      ],
      priceNote:
        'Messages sent through the API cost the same. On-premise and dedicated setups are quoted after a consultation.',
    },
    italk: {
      title: 'iTalk (message counselling)',
      description:
        'Conversational counselling that continues from a message to a chat with an agent. Built and provided with our partner after a consultation.',
      lead: 'Customers continue from a message straight to a chat with your agents. A partner service provided after a consultation.',
      what: [
        {
          title: 'From message to conversation',
          body: 'A link or button in a notification opens a counselling chat.',
        },
        { title: 'Agent chat', body: 'Several agents share the chats and see earlier conversations.' },
      ],
      audience: ['Contact centres moving phone calls to chat', 'Online services with many order and booking questions'],
      uses: [
        'Answering questions right after a delivery-delay notice',
        'Changing or cancelling bookings',
        'After-sales requests and progress updates',
      ],
      rules: PARTNER_RULES,
      steps: PARTNER_STEPS,
      priceNote: PARTNER_PRICE,
    },
    chatbot: {
      title: 'Chatbot',
      description:
        'A chatbot that answers frequent questions around the clock and hands over to an agent when needed. Built with our partner after a consultation.',
      lead: 'The chatbot answers repeated questions 24 hours a day and passes only the hard ones to agents. A partner service provided after a consultation.',
      what: [
        { title: 'Automatic answers', body: 'Instant answers to frequent questions and scenarios.' },
        {
          title: 'Hand-over to agents',
          body: 'Questions the bot cannot answer go to an agent with the conversation so far.',
        },
      ],
      audience: [
        'Contact centres answering the same questions again and again',
        'Services that need answers at night and at weekends',
      ],
      uses: ['Opening hours, locations and prices', 'Order and delivery status', 'How to change member details'],
      rules: PARTNER_RULES,
      steps: PARTNER_STEPS,
      priceNote: PARTNER_PRICE,
    },
    chatist: {
      title: 'Chatist (chat contact centre)',
      description:
        'A solution to run a chat contact centre: routing, history, agent management and statistics in one place. Provided with our partner after a consultation.',
      lead: 'Routing, history and statistics for running a chat contact centre, in one place. A partner service provided after a consultation.',
      what: [
        { title: 'Routing', body: 'Incoming chats are shared among agents by workload and speciality.' },
        { title: 'History and statistics', body: 'Customer histories, response times and volumes help you improve.' },
      ],
      audience: ['Contact centres with many chat agents', 'Teams running KakaoTalk counselling and web chat together'],
      uses: ['KakaoTalk consultation talk', 'Web and app chat support', 'Quality management and reports'],
      rules: PARTNER_RULES,
      steps: PARTNER_STEPS,
      priceNote: PARTNER_PRICE,
    },
    nuguBizcall: {
      title: 'NUGU Bizcall (AI phone answering)',
      description:
        'An AI voice answers phone orders and bookings and confirms them by text message. Provided with our partner after a consultation.',
      lead: 'An AI voice takes orders and bookings so no call is missed at busy times. A partner service provided after a consultation.',
      what: [
        { title: 'AI voice answering', body: 'Understands callers and takes orders, bookings and questions.' },
        { title: 'Text confirmation', body: 'Sends the order or booking confirmation by text message after the call.' },
      ],
      audience: ['Restaurants and shops with busy phone orders', 'Clinics and salons with many booking calls'],
      uses: ['Taking phone orders', 'Taking and changing bookings', 'Opening hours and directions'],
      rules: PARTNER_RULES,
      steps: PARTNER_STEPS,
      priceNote: PARTNER_PRICE,
    },
  },
};

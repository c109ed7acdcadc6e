import { INVOICE_DUE_DAY, MIN_TOP_UP_KRW, VAT_RATE } from '@console/contracts/billing';
import { BRAND_LIMITS, KAKAO_IMAGE_RULES, KAKAO_LIMITS, KAKAO_REVIEW_BUSINESS_DAYS } from '@console/contracts/kakao';
import { BRAND_NIGHT } from '@console/contracts/kakao-brand-send';
import {
  ADVERTISING_NIGHT_END_HOUR,
  ADVERTISING_NIGHT_START_HOUR,
  ADVERTISING_OPT_OUT_LABEL,
  ADVERTISING_PREFIX,
  HISTORY_MAX_RANGE_DAYS,
  HISTORY_RETENTION_MONTHS,
  LMS_MAX_BYTES,
  MAX_RECIPIENTS_PER_REQUEST,
  MMS_MAX_IMAGE_BYTES,
  MMS_MAX_IMAGE_HEIGHT,
  MMS_MAX_IMAGE_WIDTH,
  MMS_MAX_IMAGES,
  REPORT_TIMEOUT_HOURS,
  RESERVATION_MAX_AHEAD_DAYS,
  RESERVATION_MIN_LEAD_MINUTES,
  SMS_MAX_BYTES,
  SUBJECT_MAX_BYTES,
} from '@console/contracts/message-limits';
import { CALLBACK_DOCUMENT_MAX_AGE_MONTHS } from '@console/contracts/messaging';
import { RCS_LIMITS, RCS_REVIEW_BUSINESS_DAYS } from '@console/contracts/rcs';
import { SALES_INQUIRY_RETENTION_YEARS } from '@console/contracts/sales-inquiries';

/** 8 -> "08:00", 1250 minutes -> "20:50". */
const clock = (hours: number, minutes = 0) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
const clockOfMinutes = (minutes: number) => clock(Math.floor(minutes / 60), minutes % 60);
const kb = (bytes: number) => bytes / 1024;
const mb = (bytes: number) => bytes / 1024 / 1024;
/** A limit the contracts keep in a loose record: missing would be a broken contract, not a zero. */
const defined = (value: number | undefined, name: string): number => {
  if (value === undefined) throw new Error(`@console/contracts has no ${name}`);
  return value;
};

/**
 * The limits and rules the service pages and policies quote, read from @console/contracts (the
 * constants the server enforces) and shaped for a sentence: the texts interpolate these and never
 * type a figure themselves.
 */
export const SERVICE_FACTS = {
  sms: {
    smsBytes: SMS_MAX_BYTES,
    /** A Hangul syllable is 2 EUC-KR bytes. */
    smsHangul: SMS_MAX_BYTES / 2,
    lmsBytes: LMS_MAX_BYTES,
    lmsHangul: LMS_MAX_BYTES / 2,
    subjectBytes: SUBJECT_MAX_BYTES,
    mmsImages: MMS_MAX_IMAGES,
    mmsImageKb: kb(MMS_MAX_IMAGE_BYTES),
    mmsImageWidth: MMS_MAX_IMAGE_WIDTH,
    mmsImageHeight: MMS_MAX_IMAGE_HEIGHT,
    recipientsPerRequest: MAX_RECIPIENTS_PER_REQUEST,
    reportTimeoutSmsHours: REPORT_TIMEOUT_HOURS.SMS,
    reportTimeoutLmsHours: REPORT_TIMEOUT_HOURS.LMS,
  },
  sending: {
    reservationMinLeadMinutes: RESERVATION_MIN_LEAD_MINUTES,
    reservationMaxAheadDays: RESERVATION_MAX_AHEAD_DAYS,
    historyRetentionMonths: HISTORY_RETENTION_MONTHS,
    historyMaxRangeDays: HISTORY_MAX_RANGE_DAYS,
    callbackDocumentMaxAgeMonths: CALLBACK_DOCUMENT_MAX_AGE_MONTHS,
  },
  advertising: {
    prefix: ADVERTISING_PREFIX,
    optOutLabel: ADVERTISING_OPT_OUT_LABEL,
    nightStart: clock(ADVERTISING_NIGHT_START_HOUR),
    nightEnd: clock(ADVERTISING_NIGHT_END_HOUR),
    brandNightStart: clockOfMinutes(BRAND_NIGHT.startMinutes),
    brandNightEnd: clockOfMinutes(BRAND_NIGHT.endMinutes),
  },
  kakao: {
    contentMax: KAKAO_LIMITS.contentMax,
    variablesMax: KAKAO_LIMITS.variablesMax,
    buttonsMax: KAKAO_LIMITS.buttonsMax,
    buttonNameMax: KAKAO_LIMITS.buttonNameMax,
    templateImageWidth: KAKAO_LIMITS.templateImage.width,
    templateImageHeight: KAKAO_LIMITS.templateImage.height,
    templateImageKb: kb(KAKAO_LIMITS.templateImage.maxBytes),
    reviewBusinessDays: KAKAO_REVIEW_BUSINESS_DAYS,
    brandTextMax: defined(BRAND_LIMITS.textMax.TEXT, 'BRAND_LIMITS.textMax.TEXT'),
    brandWideTextMax: defined(BRAND_LIMITS.textMax.WIDE, 'BRAND_LIMITS.textMax.WIDE'),
    brandButtonsMax: BRAND_LIMITS.buttonsMax.TEXT,
    brandOtherButtonsMax: BRAND_LIMITS.buttonsMax.WIDE,
    brandItemsMin: BRAND_LIMITS.itemsMin,
    brandItemsMax: BRAND_LIMITS.itemsMax,
    brandCardsMin: BRAND_LIMITS.cardsMin,
    brandCardsMax: BRAND_LIMITS.cardsMax,
    brandCardMessageMax: BRAND_LIMITS.cardMessageMax,
    brandImageMb: mb(KAKAO_IMAGE_RULES.NORMAL.maxBytes),
    brandImageMinWidth: KAKAO_IMAGE_RULES.NORMAL.minWidth,
  },
  rcs: {
    smsBodyMax: RCS_LIMITS.sms.bodyMax,
    smsButtonsMax: RCS_LIMITS.sms.buttonsMax,
    lmsBodyMax: RCS_LIMITS.lms.bodyMax,
    lmsButtonsMax: RCS_LIMITS.lms.buttonsMax,
    mmsBodyMax: RCS_LIMITS.mms.bodyMax,
    mmsButtonsPerCard: RCS_LIMITS.mms.buttonsPerCard,
    textTemplateBodyMax: RCS_LIMITS.textTemplate.bodyMax,
    imageTemplateBodyMax: RCS_LIMITS.imageTemplate.bodyMax,
    cardsMax: RCS_LIMITS.cardsMax,
    imageMb: mb(RCS_LIMITS.imageMaxBytes),
    brandNameMax: RCS_LIMITS.brandNameMax,
    reviewBusinessDays: RCS_REVIEW_BUSINESS_DAYS,
  },
  billing: {
    vatPercent: Math.round(VAT_RATE * 100),
    minTopUpKrw: MIN_TOP_UP_KRW,
    invoiceDueDay: INVOICE_DUE_DAY,
  },
  privacy: {
    salesInquiryRetentionYears: SALES_INQUIRY_RETENTION_YEARS,
  },
} as const;

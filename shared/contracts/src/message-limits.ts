/**
 * Every limit of SMS/LMS/MMS sending (DOMAIN.md), in one place: the server enforces these, the
 * screens explain them before the user hits them, and GET /async/meta/limits serves them.
 */

export const MESSAGE_TYPES = ['SMS', 'LMS', 'MMS'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** SMS body, EUC-KR bytes (Hangul 45 characters). SMS carries no subject. */
export const SMS_MAX_BYTES = 90;
/** LMS/MMS body, EUC-KR bytes. */
export const LMS_MAX_BYTES = 2000;
/** LMS/MMS subject, EUC-KR bytes. */
export const SUBJECT_MAX_BYTES = 40;

/** MMS images (ours, the strictest common rule): JPG only. */
export const MMS_MAX_IMAGES = 3;
export const MMS_MAX_IMAGE_BYTES = 300 * 1024;
export const MMS_MAX_IMAGE_WIDTH = 1000;
export const MMS_MAX_IMAGE_HEIGHT = 1000;
export const MMS_IMAGE_MIME_TYPES = ['image/jpeg'] as const;

/** Recipients per send request (ours). */
export const MAX_RECIPIENTS_PER_REQUEST = 100_000;
export const RECIPIENTS_REQUIRED_MESSAGE = '받는 사람을 한 명 이상 넣어 주세요.';
export const RECIPIENTS_TOO_MANY_MESSAGE = `한 번에 ${MAX_RECIPIENTS_PER_REQUEST.toLocaleString('ko-KR')}명까지 보낼 수 있어요.`;

/** A reservation is at least this far ahead... */
export const RESERVATION_MIN_LEAD_MINUTES = 10;
/** ...and at most this far (ours). */
export const RESERVATION_MAX_AHEAD_DAYS = 60;

/** History queries span at most this many days; history is kept this many months. */
export const HISTORY_MAX_RANGE_DAYS = 31;
export const HISTORY_RETENTION_MONTHS = 6;
/**
 * The flat message history counts its matches only this many pages past the one shown: a month of
 * a busy team holds hundreds of thousands of messages, and an exact count of them all is a scan of
 * them all. The screen shows "N건 이상" and the count grows as the user pages on.
 */
export const HISTORY_COUNT_AHEAD_PAGES = 5;
/** The number filter of the history: the last 4 digits, or the whole number. */
export const HISTORY_PHONE_FILTER_MESSAGE = '받는 번호는 뒤 4자리나 전체 번호로 찾아요.';

/** Delivery reports are awaited this long before a message fails with a timeout code. */
export const REPORT_TIMEOUT_HOURS = { SMS: 25, LMS: 80, MMS: 80 } as const;

/** An advertising message starts with this mark (followed by the sender's name). */
export const ADVERTISING_PREFIX = '(광고)';
/** ...and ends with a free opt-out line such as "무료거부 0801234567". */
export const ADVERTISING_OPT_OUT_LABEL = '무료거부';
/** The opt-out line: the label and an 080 number, hyphens and spaces allowed. */
export const ADVERTISING_OPT_OUT_PATTERN = /무료\s*(수신)?\s*거부\s*:?\s*080[-\s]?\d{3,4}[-\s]?\d{4}/;
/** Advertising texts may not be sent from 21:00 to 08:00 Korea time. */
export const ADVERTISING_NIGHT_START_HOUR = 21;
export const ADVERTISING_NIGHT_END_HOUR = 8;
/** Korea has no daylight saving time: KST is always UTC+9. */
export const KST_OFFSET_MINUTES = 9 * 60;

/** Variables in a body: #{name}. */
export const VARIABLE_PATTERN = /#\{([^{}\s]{1,30})\}/g;

/** The hour of the day in Korea time for an instant. */
export const kstHour = (instant: Date): number =>
  new Date(instant.getTime() + KST_OFFSET_MINUTES * 60_000).getUTCHours();

/** True while advertising texts are blocked (21:00 to 08:00 KST). */
export const isAdvertisingNight = (instant: Date): boolean => {
  const hour = kstHour(instant);
  return hour >= ADVERTISING_NIGHT_START_HOUR || hour < ADVERTISING_NIGHT_END_HOUR;
};

/** The advertising rules a body breaks (Korean messages), empty when it follows them. */
export const advertisingProblems = (body: string): string[] => {
  const problems: string[] = [];
  const trimmed = body.trim();
  if (!trimmed.startsWith(ADVERTISING_PREFIX) || !ADVERTISING_OPT_OUT_PATTERN.test(trimmed)) {
    problems.push("광고 메시지는 '(광고)' 표기와 080 무료수신거부 번호가 필요해요.");
  }
  return problems;
};

export const ADVERTISING_NIGHT_MESSAGE = '광고 메시지는 21:00부터 다음 날 08:00까지 보낼 수 없어요.';

/** What GET /async/meta/limits answers: the constants above, for screens that fetch them. */
export const SENDING_LIMITS = {
  smsMaxBytes: SMS_MAX_BYTES,
  lmsMaxBytes: LMS_MAX_BYTES,
  subjectMaxBytes: SUBJECT_MAX_BYTES,
  mmsMaxImages: MMS_MAX_IMAGES,
  mmsMaxImageBytes: MMS_MAX_IMAGE_BYTES,
  mmsMaxImageWidth: MMS_MAX_IMAGE_WIDTH,
  mmsMaxImageHeight: MMS_MAX_IMAGE_HEIGHT,
  mmsImageMimeTypes: [...MMS_IMAGE_MIME_TYPES],
  maxRecipientsPerRequest: MAX_RECIPIENTS_PER_REQUEST,
  reservationMinLeadMinutes: RESERVATION_MIN_LEAD_MINUTES,
  reservationMaxAheadDays: RESERVATION_MAX_AHEAD_DAYS,
  historyMaxRangeDays: HISTORY_MAX_RANGE_DAYS,
  historyRetentionMonths: HISTORY_RETENTION_MONTHS,
  reportTimeoutHours: REPORT_TIMEOUT_HOURS,
  advertisingPrefix: ADVERTISING_PREFIX,
  advertisingOptOutLabel: ADVERTISING_OPT_OUT_LABEL,
  advertisingNightStartHour: ADVERTISING_NIGHT_START_HOUR,
  advertisingNightEndHour: ADVERTISING_NIGHT_END_HOUR,
} as const;
export type SendingLimits = typeof SENDING_LIMITS;

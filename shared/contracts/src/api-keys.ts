import { z } from 'zod';
import { PageQuery } from './api-envelope';
import { isIpOrCidr } from './ip-address';

/** A team's keys for the send API (the "linked systems" of /linked/list). */
export const API_KEY_PREFIX = 'ck_live_';
/** Random base62 characters after the prefix (about 190 bits). */
export const API_KEY_RANDOM_LENGTH = 32;
/** How much of a key stays visible after creation: the prefix and 4 characters. */
export const API_KEY_VISIBLE_LENGTH = API_KEY_PREFIX.length + 4;
/** Keys in use per team (ours). */
export const API_KEY_MAX_ACTIVE = 10;
export const API_KEY_NAME_MAX = 40;
export const API_KEY_MAX_IPS = 20;

export const ApiKeyStatus = z.enum(['ACTIVE', 'REVOKED']);
export type ApiKeyStatus = z.infer<typeof ApiKeyStatus>;

/** The callback URL of delivery reports: https, or http on localhost while developing. */
export const isCallbackUrl = (value: string): boolean => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return url.hostname.length > 0;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
};

/** POST /api/teams/:teamSeq/api-keys and PUT .../:keySeq */
export const ApiKeyWriteRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, '키 이름을 입력해 주세요.')
    .max(API_KEY_NAME_MAX, `키 이름은 ${API_KEY_NAME_MAX}자까지 쓸 수 있어요.`),
  /** The send API answers only these addresses; 0.0.0.0/0 must be written out to allow all. */
  allowedIps: z
    .array(z.string().trim().refine(isIpOrCidr, 'IPv4, IPv6 주소나 CIDR(예: 203.0.113.0/24) 형식으로 입력해 주세요.'))
    .min(1, '허용할 IP를 하나 이상 입력해 주세요.')
    .max(API_KEY_MAX_IPS, `허용 IP는 ${API_KEY_MAX_IPS}개까지 등록할 수 있어요.`)
    .refine((ips) => new Set(ips).size === ips.length, '같은 IP를 두 번 넣을 수 없어요.'),
  /** Empty or missing: no delivery-report callbacks. */
  callbackUrl: z
    .string()
    .trim()
    .max(500, '콜백 URL은 500자까지 쓸 수 있어요.')
    .refine(
      (value) => value === '' || isCallbackUrl(value),
      'https:// 로 시작하는 URL을 입력해 주세요. (개발 중에는 http://localhost 도 쓸 수 있어요.)',
    )
    .optional(),
});
export type ApiKeyWriteRequest = z.infer<typeof ApiKeyWriteRequest>;

export const ApiKey = z.object({
  keySeq: z.number().int(),
  teamSeq: z.number().int(),
  name: z.string(),
  /** The visible start of the key, e.g. ck_live_Ab3x; the rest is never shown again. */
  prefix: z.string(),
  allowedIps: z.array(z.string()),
  callbackUrl: z.string().nullable(),
  status: ApiKeyStatus,
  createdBy: z.string(),
  createdAt: z.string(),
  /** Updated by the send API when the key is used. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** The answer of the creation: the only time the whole key is shown. */
export const ApiKeyCreated = z.object({ apiKey: ApiKey, secret: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

/**
 * Delivery callbacks are signed so a linked system can tell them from anyone else's POST: the header
 * `Console-Signature: t=<unix seconds>,v1=<hex>` where v1 is HMAC-SHA256 of `<t>.<raw body>` with the
 * key's callback signing secret (GET/rotate under /api/teams/:teamSeq/api-keys/:keySeq/callback-secret).
 * A separate secret, so the system that receives reports need not hold the key that sends.
 */
export const CALLBACK_SIGNATURE_HEADER = 'Console-Signature';
export const CALLBACK_SECRET_PREFIX = 'whsec_';
/** How old a signed timestamp a receiver should accept (replays of a captured call are refused after it). */
export const CALLBACK_SIGNATURE_TOLERANCE_SECONDS = 300;
export const ApiKeyCallbackSecret = z.object({ callbackSecret: z.string() });
export type ApiKeyCallbackSecret = z.infer<typeof ApiKeyCallbackSecret>;

/** GET /api/teams/:teamSeq/api-keys?page&size&status */
export const ApiKeyListQuery = PageQuery.extend({ status: ApiKeyStatus.optional() });
export type ApiKeyListQuery = z.infer<typeof ApiKeyListQuery>;

export const ApiKeySeqParams = z.object({
  keySeq: z.coerce
    .number({ message: '키 번호가 올바르지 않아요.' })
    .int('키 번호가 올바르지 않아요.')
    .min(1, '키 번호가 올바르지 않아요.')
    .max(2_147_483_647, '키 번호가 올바르지 않아요.'),
});

/** The public send API (server/src/routes/api/public/send-requests.ts) and its OpenAPI documentation. */
export const PUBLIC_SEND_API_PATH = '/api/public/v1/send-requests';
export const PUBLIC_API_DOCS_PATH = '/docs';

/**
 * The body of the SDK page's examples: one SMS to one number (the same body as the console's send).
 * A server test sends exactly this with a team key, so the examples cannot drift from the API.
 */
export const publicSendExampleBody = (text: string, senderNumber = '15881234') => ({
  recipients: [{ phone: '01012345678' }],
  body: text,
  senderNumber,
});
/** The examples' Idempotency-Key: a retry with the same key never sends twice. */
export const EXAMPLE_IDEMPOTENCY_KEY = 'order-20261122-0001';

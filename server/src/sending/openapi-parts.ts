import { z } from 'zod';

/**
 * Without the bounds zod gives every integer (±Number.MAX_SAFE_INTEGER): they say nothing about the
 * API, and references show them as example values.
 */
const withoutSafeIntegerBounds = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withoutSafeIntegerBounds);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(
        ([key, value]) =>
          !(key === 'minimum' && value === Number.MIN_SAFE_INTEGER) &&
          !(key === 'maximum' && value === Number.MAX_SAFE_INTEGER),
      )
      .map(([key, value]) => [key, withoutSafeIntegerBounds(value)]),
  );
};

/** JSON Schema of a contracts schema (refinements such as byte limits are described in the text). */
export const schemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'output') => {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return withoutSafeIntegerBounds(json) as Record<string, unknown>;
};

/** The success answer of every endpoint: { resultCode: 1000, resultData }. */
export const envelope = (data: Record<string, unknown>) => ({
  type: 'object',
  required: ['resultCode', 'resultData'],
  properties: { resultCode: { type: 'integer', example: 1000 }, resultData: data },
});

/** The answer of every refusal (server/src/plugins/app/error-handler.ts): a Korean message, field errors on 400. */
export const errorSchema = {
  type: 'object',
  required: ['resultCode', 'resultData', 'message'],
  properties: {
    resultCode: { type: 'integer', example: 4000, description: '4000 입력 오류, 4010 인증, 4030 권한, 4040 없음 …' },
    resultData: { type: 'null' },
    message: { type: 'string', description: '화면에 그대로 보여 줄 수 있는 한국어 설명' },
    errors: {
      type: 'array',
      description: '400일 때 필드별 설명',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

/** A refusal (4xx) with its description and the error answer's schema. */
export const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

/** A JSON answer in the envelope. */
export const jsonAnswer = (description: string, data: Record<string, unknown>) => ({
  description,
  content: { 'application/json': { schema: envelope(data) } },
});

/** One page of a list: items, page, size, total. */
export const pageSchema = (item: Record<string, unknown>) => ({
  type: 'object',
  required: ['items', 'page', 'size', 'total'],
  properties: {
    items: { type: 'array', items: item },
    page: { type: 'integer' },
    size: { type: 'integer' },
    total: { type: 'integer' },
  },
});

/** A send the business cannot pay for (DOMAIN.md "Billing"). */
export const paymentRequired = errorAnswer(
  '선불 잔액이 이번 발송의 예상 금액보다 적거나(부족한 금액을 message에 알려요), 팀의 월 사용 한도를 넘어요. 충전하거나 한도를 조정한 뒤 다시 보내요.',
);
export const error = errorAnswer('오류: message에 한국어 설명, 400이면 errors에 필드별 설명이 있어요.');
/** The refusals every API key call can get (server/src/sending/api-key-caller.ts). */
export const keyRefusals = {
  401: errorAnswer('API 키가 없거나 올바르지 않거나 폐기됐어요.'),
  403: errorAnswer('키에 허용되지 않은 IP에서 보냈거나, 사업자 인증 전이거나, 발송할 수 없는 사업자예요.'),
};
/** The optional Idempotency-Key header of the send requests. */
export const idempotencyKeyHeader = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: '같은 키와 같은 내용이면 첫 결과를 그대로 돌려줘요. 내용이 다르면 409예요.',
  schema: { type: 'string', maxLength: 100 },
};

/** The groups of the reference (operation tags), in the order the reference shows them. */
export const TAG = {
  sms: '문자 (SMS/LMS/MMS)',
  results: '발송 결과',
  rcs: 'RCS',
  kakao: '카카오 알림톡·브랜드 메시지',
  consultation: '카카오 상담톡',
  email: '이메일',
} as const;
export const apiTags = [
  { name: TAG.sms, description: '문자 발송 요청과 MMS 이미지예요.' },
  { name: TAG.results, description: '모든 채널의 발송 요청 상태와 받는 사람별 결과예요.' },
  { name: TAG.rcs, description: 'RCS 발송, 대화방과 템플릿, 카드 이미지예요.' },
  { name: TAG.kakao, description: '알림톡·브랜드 메시지 발송, 발신 프로필과 알림톡 템플릿이에요.' },
  { name: TAG.consultation, description: '상담톡 답장과 상담 세션 종료예요.' },
  { name: TAG.email, description: '이메일 발송 요청이에요.' },
];
export const pathSeq = (name: string, description?: string) => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  ...(description ? { description } : {}),
});
/**
 * The query parameters of a route, one per key of the same zod object the route validates its
 * querystring with, so the document cannot name fewer or other parameters than the route takes.
 */
export const queryParamsOf = (query: z.ZodObject<z.ZodRawShape>) =>
  Object.entries(query.shape).map(([name, schema]) => ({
    name,
    in: 'query',
    schema: schemaOf(schema as z.ZodType, 'input'),
  }));

export const imageNotFound = errorAnswer('이 팀의 이미지가 아니거나 없어요: "이미지를 찾을 수 없어요."');
export const imageIdInvalid = errorAnswer('번호가 양의 정수가 아니에요: "이미지 번호가 올바르지 않아요."');

/** An answer of image bytes (no envelope) with the headers every image read-back sends. */
export const imageBytes = (description: string, types: readonly string[], cacheControl: string) => ({
  description,
  headers: {
    'Content-Length': { schema: { type: 'integer' }, description: '바이트 수' },
    'Cache-Control': {
      schema: { type: 'string', example: cacheControl },
      description: '팀의 이미지라 브라우저·앱에만(private) 보관해요.',
    },
  },
  content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
});

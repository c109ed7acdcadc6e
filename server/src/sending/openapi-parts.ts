import { z } from 'zod';

/** JSON Schema of a contracts schema (refinements such as byte limits are described in the text). */
export const schemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'output') => {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return json;
};

/** The success answer of every endpoint: { resultCode: 1000, resultData }. */
export const envelope = (data: Record<string, unknown>) => ({
  type: 'object',
  properties: { resultCode: { type: 'integer', example: 1000 }, resultData: data },
});

/** A JSON answer in the envelope. */
export const jsonAnswer = (description: string, data: Record<string, unknown>) => ({
  description,
  content: { 'application/json': { schema: envelope(data) } },
});

/** One page of a list: items, page, size, total. */
export const pageSchema = (item: Record<string, unknown>) => ({
  type: 'object',
  properties: {
    items: { type: 'array', items: item },
    page: { type: 'integer' },
    size: { type: 'integer' },
    total: { type: 'integer' },
  },
});

/** A send the business cannot pay for (DOMAIN.md "Billing"). */
export const paymentRequired = {
  description:
    '선불 잔액이 이번 발송의 예상 금액보다 적거나(부족한 금액을 message에 알려요), 팀의 월 사용 한도를 넘어요. 충전하거나 한도를 조정한 뒤 다시 보내요.',
};
export const error = { description: '오류: message에 한국어 설명, 400이면 errors에 필드별 설명이 있어요.' };
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

export const imageNotFound = { description: '이 팀의 이미지가 아니거나 없어요: "이미지를 찾을 수 없어요."' };
export const imageIdInvalid = { description: '번호가 양의 정수가 아니에요: "이미지 번호가 올바르지 않아요."' };

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

import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries of malformed requests for the malformed-input suite
 * (src/http/malformed-input.test.ts): values derived from a route's zod schemas (through their JSON
 * Schema, the same one the OpenAPI document shows) with required fields dropped, wrong types,
 * out-of-range numbers, odd strings and nested junk, and generic bad bodies, headers and multipart.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** The input JSON Schema of a route's zod schema (body, querystring or params); null when it has none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

const LONE_SURROGATES = ['\ud800', '\udfff', 'a\udc00b', '\ud83d', '가\ud834'];
const HUGE = 'x'.repeat(70_000);

/** Strings a form or a linked system should never send, but may. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    ...LONE_SURROGATES,
    '\u202e\u200b\ufeff',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../../../etc/passwd',
    '%00',
    '%E0%A4%A',
    '${7*7}{{7*7}}',
    '\r\nSet-Cookie: x=1',
    '1e309',
    '-0',
    'NaN',
    'Infinity',
    '0x1F',
    '１２３',
    '010-0000-0000',
    'null',
    'undefined',
    'true',
    '__proto__',
    'constructor',
    '2026-02-30',
    '9999-99-99T99:99:99Z',
    '😀'.repeat(500),
    '가'.repeat(5_000),
    HUGE,
  ),
);

/** Numbers outside what any field allows. */
export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Prototype-pollution keys, written into the JSON text itself (an object literal would drop them). */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Any JSON value, nested a little: arrays where objects belong, objects where strings belong. */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    oddNumber,
    oddString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTO_KEYS)), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** A value close to what the schema asks: right shape, edge values (min-1, max+1), odd strings. */
function nearValue(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  if (depth > 5) return junk;
  if (s.const !== undefined) return fc.constantFrom(s.const, `${String(s.const)}x`);
  if (s.enum) return fc.oneof(fc.constantFrom(...s.enum), fc.constantFrom('', 'X', String(s.enum[0]).toLowerCase()));
  const options = s.anyOf ?? s.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((o) => nearValue(o, root, depth + 1)));
  if (s.allOf && s.allOf.length > 0) return nearValue(s.allOf[0]!, root, depth + 1);
  const types = typesOf(s);
  const type = types.find((t) => t !== 'null') ?? (s.properties ? 'object' : undefined);
  switch (type) {
    case 'object':
      return objectNear(s, root, depth);
    case 'array': {
      const item = Array.isArray(s.items) ? (s.items[0] ?? {}) : (s.items ?? s.prefixItems?.[0] ?? {});
      const itemArb = nearValue(item, root, depth + 1);
      return fc.oneof(
        fc.array(itemArb, { maxLength: 4 }),
        fc.constant([]),
        // More items than allowed (capped: a million recipients is the load test's business).
        s.maxItems !== undefined && s.maxItems < 2_000
          ? fc.array(itemArb, { minLength: s.maxItems + 1, maxLength: s.maxItems + 1 })
          : fc.array(itemArb, { minLength: 50, maxLength: 60 }),
      );
    }
    case 'integer':
    case 'number': {
      const edges = [s.minimum, s.maximum, s.exclusiveMinimum, s.exclusiveMaximum]
        .filter((n): n is number => typeof n === 'number' && Number.isFinite(n))
        .flatMap((n) => [n - 1, n, n + 1, n + 0.5]);
      return fc.oneof(
        oddNumber,
        fc.integer({ min: -3, max: 12 }),
        ...(edges.length ? [fc.constantFrom(...edges)] : []),
      );
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 0, 1, 'Y'));
    case 'string': {
      const lengths = [s.minLength, s.maxLength]
        .filter((n): n is number => typeof n === 'number' && n < 200_000)
        .flatMap((n) => [Math.max(0, n - 1), n + 1]);
      const formatted: string[] = [];
      if (s.format === 'email') formatted.push('a@b', 'user@example.com', '@', 'a@b.c'.repeat(60));
      if (s.format === 'date' || s.format === 'date-time') formatted.push('2026-01-01', '2026-13-45', '0000-00-00');
      if (s.pattern) formatted.push('0', '01012345678', 'abc');
      return fc.oneof(
        oddString,
        fc.constantFrom('1', '01012345678', '2026-01-01', 'a', ...formatted),
        ...(lengths.length ? [fc.constantFrom(...lengths).map((n) => '가'.repeat(n))] : []),
      );
    }
    case 'null':
      return fc.constant(null);
    default:
      return junk;
  }
}

function objectNear(s: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = s.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 3 });
  // Each field: a near value, junk of another type, or left out (required fields too).
  const fields = Object.fromEntries(
    keys.map((key) => [
      key,
      fc.option(fc.oneof({ weight: 3, arbitrary: nearValue(properties[key]!, root, depth + 1) }, junk), {
        freq: 4,
        nil: undefined,
      }),
    ]),
  );
  const extra = fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(...PROTO_KEYS)), junk, {
    maxKeys: 2,
  });
  return fc.tuple(fc.record(fields), extra).map(([record, more]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(more)) defineJson(out, key, value);
    for (const [key, value] of Object.entries(record)) if (value !== undefined) out[key] = value;
    return out;
  });
}

/** Sets a key even when it is __proto__ (so JSON.stringify writes it). */
function defineJson(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

/** A malformed value for a schema: mostly near the schema, sometimes any JSON at all. */
export function malformedFor(schema: JsonSchema | null): fc.Arbitrary<unknown> {
  if (!schema) return junk;
  return fc.oneof({ weight: 4, arbitrary: nearValue(schema, schema, 0) }, { weight: 1, arbitrary: junk });
}

/** The keys a query or params schema names (to aim junk at them). */
export const keysOf = (schema: JsonSchema | null): string[] => Object.keys(schema?.properties ?? {});

/** A query string from a malformed value: repeated keys for arrays, nested keys for objects, raw junk. */
export function queryStringOf(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `q=${encodeText(String(value))}`;
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const values = Array.isArray(item) ? item : [item];
    for (const one of values) {
      const text = one !== null && typeof one === 'object' ? JSON.stringify(one) : String(one);
      parts.push(`${encodeText(key)}=${encodeText(text)}`);
    }
  }
  return parts.join('&');
}

/** encodeURIComponent, except lone surrogates (which it refuses) go as their raw, invalid UTF-8 bytes. */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (ch) => {
      const code = ch.codePointAt(0)!;
      if (code >= 0xd800 && code <= 0xdfff)
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
      return encodeURIComponent(ch);
    }).join('');
  }
}

/** Raw query strings no encoder produces. */
export const rawQuery = fc.constantFrom(
  '%',
  'a=%',
  'a=%E0%A4%A',
  'page=%ED%A0%80',
  'page=1&page=2&page=x',
  '__proto__[polluted]=1',
  'constructor[prototype][x]=1',
  'size=1e309',
  'page=-99999999999999999999',
  '=&=&&',
  `q=${'%41'.repeat(3_000)}`,
);

/** Path parameter values: ids out of range, of the wrong type, encoded oddly, huge. */
export const oddPathSegment = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '0',
    '-1',
    '1.5',
    'abc',
    '99999999999999999999',
    '2147483648',
    '9007199254740993',
    '1e3',
    '0x10',
    '%20',
    '%00',
    '%E0%A4%A',
    '%ED%A0%80',
    '%2e%2e%2f%2e%2e',
    '%EF%BC%91',
    'null',
    '__proto__',
    'constructor',
    'a'.repeat(3_000),
    encodeURIComponent('가나다'),
  ),
  fc.string({ maxLength: 12 }).map(encodeText),
);

/** The JSON text of a value, sometimes broken, nested too deep or carrying prototype keys. */
export const brokenJsonText = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '"\\ud800"',
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  '1',
  '"text"',
  '[]',
  'null',
  '\ufeff{}',
  '{"a":1e99999}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
);

/** A multipart body, well formed or not, with the content type a client would (or would not) send. */
export interface RawBody {
  payload: Buffer | string;
  contentType: string | undefined;
}

const CRLF = '\r\n';

function multipartOf(
  boundary: string,
  parts: { name: string; filename?: string; type?: string; content: Buffer | string }[],
  closing = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = `--${boundary}${CRLF}Content-Disposition: ${disposition}${CRLF}${part.type ? `Content-Type: ${part.type}${CRLF}` : ''}${CRLF}`;
    chunks.push(
      Buffer.from(head, 'utf8'),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from(CRLF),
    );
  }
  if (closing) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n%fuzz\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The field names the upload routes read, and some they do not. */
const FIELD_NAMES = ['file', 'image', 'subscription', 'employment', 'consent', 'logo', 'attachments', 'x', ''];

const filePart = fc.record({
  name: fc.constantFrom(...FIELD_NAMES),
  filename: fc.constantFrom('a.jpg', 'a.png', 'a.pdf', '', '../../x.jpg', '가.jpg', 'a"b.jpg', 'a'.repeat(600)),
  type: fc.constantFrom('image/jpeg', 'image/png', 'application/pdf', 'text/plain', ''),
  content: fc.constantFrom(JPEG, PNG, PDF, Buffer.alloc(0), Buffer.from('not an image')),
});
const fieldPart = fc.record({
  name: fc.oneof(fc.constantFrom(...FIELD_NAMES, 'number', 'relation', 'name', 'body', 'title', 'data'), fc.string()),
  content: fc.oneof(
    oddString,
    junk.map((v) => JSON.stringify(v) ?? ''),
  ),
});

const OVERSIZE_MULTIPART: RawBody[] = [
  [{ name: 'name', content: 'x'.repeat(1_200_000) }],
  Array.from({ length: 25 }, (_, i) => ({
    name: i % 2 ? 'file' : 'image',
    filename: `a${i}.jpg`,
    type: 'image/jpeg',
    content: JPEG,
  })),
  Array.from({ length: 80 }, (_, i) => ({ name: `f${i}`, content: 'v' })),
  [{ name: 'file', filename: 'big.jpg', type: 'image/jpeg', content: Buffer.alloc(11 * 1024 * 1024, 0x41) }],
].map((parts) => ({ payload: multipartOf('fuzzb', parts), contentType: 'multipart/form-data; boundary=fuzzb' }));

/** Malformed multipart bodies: truncated, without or with a wrong boundary, wrong names, huge fields, many files. */
export const multipartBody: fc.Arbitrary<RawBody> = fc.oneof(
  // Well framed, odd parts.
  fc.array(fc.oneof(filePart, fieldPart), { maxLength: 5 }).map((parts) => ({
    payload: multipartOf('fuzzb', parts),
    contentType: 'multipart/form-data; boundary=fuzzb',
  })),
  // Cut anywhere: the client went away or a proxy cut the body.
  fc
    .tuple(
      fc.array(fc.oneof(filePart, fieldPart), { minLength: 1, maxLength: 3 }),
      fc.double({ min: 0, max: 1, noNaN: true }),
    )
    .map(([parts, at]) => {
      const full = multipartOf('fuzzb', parts);
      return {
        payload: full.subarray(0, Math.floor(full.length * at)),
        contentType: 'multipart/form-data; boundary=fuzzb',
      };
    }),
  // No closing boundary.
  fc.array(filePart, { minLength: 1, maxLength: 2 }).map((parts) => ({
    payload: multipartOf('fuzzb', parts, false),
    contentType: 'multipart/form-data; boundary=fuzzb',
  })),
  // Missing, empty or mismatched boundary.
  fc
    .tuple(
      filePart,
      fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=other',
        'multipart/mixed; boundary=fuzzb',
        `multipart/form-data; boundary=${'b'.repeat(300)}`,
      ),
    )
    .map(([part, contentType]) => ({ payload: multipartOf('fuzzb', [part]), contentType })),
  // Garbage under a multipart content type.
  fc
    .oneof(
      oddString,
      fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
    )
    .map((payload) => ({
      payload,
      contentType: 'multipart/form-data; boundary=fuzzb',
    })),
  // Malformed part headers.
  fc
    .constantFrom(
      `--fuzzb${CRLF}Content-Disposition: form-data${CRLF}${CRLF}x${CRLF}--fuzzb--${CRLF}`,
      `--fuzzb${CRLF}Content-Disposition: form-data; name="file"; filename="a.jpg"${CRLF}Content-Type${CRLF}${CRLF}x${CRLF}--fuzzb--${CRLF}`,
      `--fuzzb${CRLF}${'X-Junk: y'.repeat(2_000)}${CRLF}${CRLF}x${CRLF}--fuzzb--${CRLF}`,
      `--fuzzb${CRLF}Content-Disposition: form-data; name="file"; filename*=UTF-8''%E0%A4%A${CRLF}${CRLF}x${CRLF}--fuzzb--${CRLF}`,
      `--fuzzb--${CRLF}`,
      `--fuzzb${CRLF}`,
    )
    .map((payload) => ({ payload, contentType: 'multipart/form-data; boundary=fuzzb' })),
  // A huge field, many files, many fields, a file over every limit (built once: they are large).
  fc.constantFrom(...OVERSIZE_MULTIPART),
);

const OVERSIZE_JSON = `{"a":"${'y'.repeat(1_100_000)}"}`;

/** Bodies of the wrong kind: broken JSON, wrong or odd content types, empty, oversize. */
export const genericBody: fc.Arbitrary<RawBody> = fc.oneof(
  brokenJsonText.map((payload) => ({ payload, contentType: 'application/json' })),
  fc
    .tuple(
      junk.map((v) => JSON.stringify(v) ?? 'null'),
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
        'application/json; charset=utf-16',
        'application/json;;;',
        'a/b/c',
        '*/*',
        '',
        undefined,
      ),
    )
    .map(([payload, contentType]) => ({ payload, contentType })),
  fc.constantFrom<RawBody>(
    { payload: '', contentType: 'application/json' },
    { payload: '', contentType: 'multipart/form-data; boundary=fuzzb' },
    { payload: '', contentType: undefined },
    { payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]), contentType: 'application/json' },
    { payload: Buffer.from([0xc3, 0x28, 0xa0, 0xa1]), contentType: 'application/json' },
    { payload: 'a=1&a=2&__proto__[x]=1', contentType: 'application/x-www-form-urlencoded' },
  ),
  fc.constant<RawBody>({ payload: OVERSIZE_JSON, contentType: 'application/json' }),
);

/** Odd values of the headers the server reads. */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    cookie: fc.constantFrom(
      'console_session=garbage',
      'console_session=',
      'console_session=%E0%A4%A',
      `console_session=${'a'.repeat(5_000)}`,
      'console_session=a; console_session=b',
      '=;=;;',
      'a',
    ),
    authorization: fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer x y',
      'Basic YTpi',
      `Bearer ${'t'.repeat(10_000)}`,
      'Bearer sk_live_nope',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
      'Bearer \u00e9',
    ),
    'curr-team-seq': fc.constantFrom('abc', '-1', '0', '2', '99999999999999999999', '1.5', '', ' 1', '999'),
    'idempotency-key': fc.oneof(
      oddString.filter((v) => /^[\t\x20-\x7e\x80-\xff]*$/.test(v)),
      fc.constant('k'.repeat(5_000)),
    ),
    'accept-language': fc.constantFrom('xx', '*', 'ko;q=abc', ''),
    'x-forwarded-for': fc.constantFrom('not-an-ip', '::1, 10.0.0.1', ''),
  },
  { requiredKeys: [] },
);

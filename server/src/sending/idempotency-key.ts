import type { FastifyRequest } from 'fastify';
import { invalidField } from '../http/api-error';

/** 100,000 recipients with variables are several megabytes of JSON. */
export const SEND_BODY_LIMIT = 64 * 1024 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** The Idempotency-Key header of a send (printable ASCII, 100 characters at most), or null without one. */
export const idempotencyKeyOf = (request: FastifyRequest): string | null => {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw invalidField('Idempotency-Key', 'Idempotency-Key는 공백 없는 영문, 숫자, 기호 100자까지 쓸 수 있어요.');
  }
  return header;
};

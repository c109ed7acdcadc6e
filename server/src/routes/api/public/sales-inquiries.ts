import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResultCode } from '@console/contracts/api-envelope';
import {
  ConsultingInquiryRequest,
  HONEYPOT_FIELD,
  PartnershipInquiryRequest,
  type SalesInquiryReceipt,
} from '@console/contracts/sales-inquiries';
import { ok } from '../../../http/envelope';
import { receiveSalesInquiry } from '../../../sales-inquiries/receive-sales-inquiry';
import { createSalesInquiriesRepository } from '../../../sales-inquiries/sales-inquiries-repository';

// A coarse flood guard (plugins/external/rate-limit.ts: in memory on the embedded database, shared by
// every process on PostgreSQL); the limit that matters (per IP and kind) is counted by the module.
const FLOOD_GUARD = { rateLimit: { max: 30, timeWindow: 60_000 } };

/**
 * The public consulting and partnership forms (no login). Unlike the API-key routes beside them these
 * are called by browsers, so they keep the CSRF guard's rule (plugins/app/csrf-guard.ts): the console's
 * client sends `AJAX: true`, which a cross-site form cannot. A filled honeypot field marks a bot: it
 * gets the same answer as a person and nothing is stored or mailed.
 */
const publicSalesInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const salesInquiries = createSalesInquiriesRepository(app.db);
  const deps = { salesInquiries, outbox: app.outbox };

  const browserOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.ajax === 'true') return;
    return reply.code(403).send({
      resultCode: ResultCode.FORBIDDEN,
      resultData: null,
      message: '허용되지 않은 요청이에요. 화면을 새로고침한 뒤 다시 시도해 주세요.',
    });
  };
  // Before validation, so a bot learns nothing from a 400 either.
  const honeypot = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    const trap = body?.[HONEYPOT_FIELD];
    if (typeof trap !== 'string' || trap.trim() === '') return;
    request.log.info({ url: request.url }, 'sales inquiry with a filled honeypot answered and dropped');
    const receipt: SalesInquiryReceipt = {
      seq: await salesInquiries.nextSeqGuess(),
      receivedAt: new Date().toISOString(),
    };
    return reply.send(ok(receipt));
  };

  app.post(
    '/api/public/consulting-inquiries',
    {
      schema: { body: ConsultingInquiryRequest },
      onRequest: browserOnly,
      preValidation: honeypot,
      config: FLOOD_GUARD,
    },
    async (request) => ok(await receiveSalesInquiry(deps, { kind: 'CONSULTING', inquiry: request.body }, request.ip)),
  );

  app.post(
    '/api/public/partnership-inquiries',
    {
      schema: { body: PartnershipInquiryRequest },
      onRequest: browserOnly,
      preValidation: honeypot,
      config: FLOOD_GUARD,
    },
    async (request) => ok(await receiveSalesInquiry(deps, { kind: 'PARTNERSHIP', inquiry: request.body }, request.ip)),
  );
};
export default publicSalesInquiryRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CardInput, CmsRegistrationInput } from '@console/contracts/billing';
import { seqParams } from '@console/contracts/path-params';
import { registerCmsAccount } from '../../../billing/cms-registration';
import { listPaymentMethods, paymentMethodDetail } from '../../../billing/payment-methods-repository';
import {
  METHOD_NOT_FOUND,
  registerCard,
  removePaymentMethod,
  setDefaultPaymentMethod,
} from '../../../billing/payment-methods';
import { notFound } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { authOf } from '../../../http/request-auth';
import { MASTER, requireChangingRole } from '../../../teams/team-access';

const PaymentMethodSeqParams = seqParams('결제수단 번호(seq)가 올바르지 않아요.');

/**
 * The business's payment methods (masters only, PRODUCT.md billing-info): list, detail with its
 * consent evidence and history, card and CMS registration, the default, removal.
 */
const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = [app.authenticate, app.requireRoles(MASTER)];
  const write = [app.authenticate, requireChangingRole(MASTER)];
  const callerOf = (request: Parameters<typeof authOf>[0]) => {
    const { user } = authOf(request);
    return { bizSeq: user.business.bizSeq, actor: user.name };
  };

  app.get('/api/billing/payment-methods', { preValidation: read }, async (request) =>
    ok(await listPaymentMethods(app.db, callerOf(request).bizSeq)),
  );

  app.get(
    '/api/billing/payment-methods/:seq',
    { schema: { params: PaymentMethodSeqParams }, preValidation: read },
    async (request) => {
      const detail = await paymentMethodDetail(app.db, callerOf(request).bizSeq, request.params.seq);
      if (!detail) throw notFound(METHOD_NOT_FOUND);
      return ok(detail);
    },
  );

  app.post(
    '/api/billing/payment-methods/cards',
    { schema: { body: CardInput }, preValidation: write },
    async (request, reply) => {
      const { bizSeq, actor } = callerOf(request);
      const detail = await registerCard(app.db, bizSeq, actor, request.body);
      reply.code(201);
      return ok(detail);
    },
  );

  app.post(
    '/api/billing/payment-methods/cms',
    { schema: { body: CmsRegistrationInput }, preValidation: write },
    async (request, reply) => {
      const { bizSeq, actor } = callerOf(request);
      const detail = await registerCmsAccount(app.db, bizSeq, actor, request.body);
      reply.code(201);
      return ok(detail);
    },
  );

  app.put(
    '/api/billing/payment-methods/:seq/default',
    { schema: { params: PaymentMethodSeqParams }, preValidation: write },
    async (request) => {
      const { bizSeq, actor } = callerOf(request);
      return ok(await setDefaultPaymentMethod(app.db, bizSeq, request.params.seq, actor));
    },
  );

  app.delete(
    '/api/billing/payment-methods/:seq',
    { schema: { params: PaymentMethodSeqParams }, preValidation: write },
    async (request) => {
      const { bizSeq, actor } = callerOf(request);
      await removePaymentMethod(app.db, bizSeq, request.params.seq, actor);
      return ok(null);
    },
  );
};
export default paymentMethodRoutes;

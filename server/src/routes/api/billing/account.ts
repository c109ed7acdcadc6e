import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BillingSettingsInput, TaxInfoInput } from '@console/contracts/billing';
import { readBillingAccount } from '../../../billing/billing-ledger';
import { readTaxInfo, saveTaxInfo, updateBillingSettings } from '../../../billing/billing-settings';
import { ok } from '../../../http/envelope';
import { authOf } from '../../../http/request-auth';
import { MASTER, requireChangingRole } from '../../../teams/team-access';

/**
 * The business's billing account: every member reads how it pays and its balance; masters change the
 * automatic top-up and low-balance alert, and the tax-invoice recipient data.
 */
const billingAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = [app.authenticate, requireChangingRole(MASTER)];
  const bizSeqOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.business.bizSeq;

  app.get('/api/billing/account', { preValidation: [app.authenticate] }, async (request) =>
    ok(await readBillingAccount(app.db, bizSeqOf(request))),
  );

  app.put(
    '/api/billing/account/settings',
    { schema: { body: BillingSettingsInput }, preValidation: write },
    async (request) => ok(await updateBillingSettings(app.db, bizSeqOf(request), request.body)),
  );

  app.get('/api/billing/tax-info', { preValidation: [app.authenticate, app.requireRoles(MASTER)] }, async (request) =>
    ok(await readTaxInfo(app.db, bizSeqOf(request))),
  );

  app.put('/api/billing/tax-info', { schema: { body: TaxInfoInput }, preValidation: write }, async (request) =>
    ok(await saveTaxInfo(app.db, bizSeqOf(request), request.body)),
  );
};
export default billingAccountRoutes;

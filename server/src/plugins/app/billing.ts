import fp from 'fastify-plugin';
import { createInvoicesRepository, type InvoicesRepository } from '../../billing/invoices-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seconds the simulated bank takes to deposit what a virtual account waits for (VIRTUAL_ACCOUNT_SIMULATOR_SECONDS). */
    virtualAccountSimulatorSeconds: number | null;
    /** Monthly invoices: a business's list, one invoice with its lines and tax-invoice data. */
    invoices: InvoicesRepository;
  }
}

export interface BillingOptions {
  virtualAccountSimulatorSeconds: number | null;
}

/** The billing module's services on the instance: balances and ledger, payment methods, invoices. */
export default fp<BillingOptions>(
  async (app, options) => {
    app.decorate('virtualAccountSimulatorSeconds', options.virtualAccountSimulatorSeconds);
    app.decorate('invoices', createInvoicesRepository(app.db));
  },
  { name: 'billing', dependencies: ['database', 'notifications'] },
);

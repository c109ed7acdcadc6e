import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seconds the simulated bank takes to deposit what a virtual account waits for (VIRTUAL_ACCOUNT_SIMULATOR_SECONDS). */
    virtualAccountSimulatorSeconds: number | null;
  }
}

export interface BillingOptions {
  virtualAccountSimulatorSeconds: number | null;
}

/** The billing module's services on the instance: balances and ledger, payment methods, invoices. */
export default fp<BillingOptions>(
  async (app, options) => {
    app.decorate('virtualAccountSimulatorSeconds', options.virtualAccountSimulatorSeconds);
  },
  { name: 'billing', dependencies: ['database', 'notifications'] },
);

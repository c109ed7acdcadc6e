import fp from 'fastify-plugin';
import { createSendBilling } from '../../billing/billing-ledger';
import { autoTopUpHandler } from '../../billing/auto-top-up-job';
import { AUTO_TOP_UP, INVOICE_COLLECTION, MONTH_CLOSING, VIRTUAL_ACCOUNT_DEPOSIT } from '../../billing/billing-jobs';
import { invoiceCollectionHandler } from '../../billing/invoice-collection';
import { monthClosingHandler } from '../../billing/month-closing';
import { virtualAccountDepositHandler } from '../../billing/virtual-account-deposit-job';
import { CONTACTS_ANALYZE, contactsAnalyzeHandler } from '../../address-books/contacts-analyze-job';
import { BIZ_FILE_REVIEW, bizFileReviewHandler } from '../../businesses/biz-file-review-job';
import { DATABASE_UPKEEP, databaseUpkeepHandler } from '../../jobs/database-upkeep';
import { createJobQueue, type JobQueue } from '../../jobs/job-queue';
import { JOBS_PURGE, jobsPurgeHandler } from '../../jobs/jobs-purge';
import { SALES_INQUIRIES_PURGE, salesInquiriesPurgeHandler } from '../../sales-inquiries/sales-inquiries-purge-job';
import { CALLBACK_REVIEW, callbackReviewHandler } from '../../numbers/callback-review-job';
import { RCS_REVIEW, rcsReviewHandler } from '../../rcs/rcs-review';
import { ALIMTALK_REVIEW, alimtalkReviewHandler } from '../../kakao/alimtalk-review';
import { SESSION_PURGE, sessionPurgeHandler } from '../../accounts/session-purge-job';
import { TEAM_PROVISION, teamProvisionHandler } from '../../teams/team-provision-job';
import {
  CARRIER_REPORT,
  carrierReportHandler,
  REPORT_TIMEOUT_JOB,
  reportTimeoutHandler,
  SEND_DISPATCH,
  sendDispatchHandler,
  type SendingPipeline,
} from '../../sending/delivery-jobs';
import { DELIVERY_CALLBACK, deliveryCallbackHandler } from '../../sending/delivery-callback-job';
import { IMAGE_CLEANUP, imageCleanupHandler } from '../../sending/image-cleanup';
import {
  CONSULTATION_TIMEOUT,
  CONSULTATION_WEBHOOK,
  consultationTimeoutHandler,
  consultationWebhookHandler,
} from '../../consultation/consultation-jobs';
import { PHONE_INDEX, phoneIndexHandler } from '../../sending/phone-index-job';
import { CANARY_WATCH, canaryWatchHandler } from '../../releases/canary-watch-job';
import { notifyTeamReady } from '../../teams/team-notifications';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  /** Poll the jobs table every second. Tests turn it off and call app.jobs.runDueJobs(). */
  worker: boolean;
  pollIntervalMs?: number;
  /** Hours an unused uploaded image is kept (IMAGE_RETENTION_HOURS). */
  imageRetentionHours: number;
}

/** The durable job queue and its worker, which stops (and finishes its current tick) on close. */
export default fp<JobsPluginOptions>(
  async (app, options) => {
    const pipeline: SendingPipeline = {
      db: app.db,
      channels: app.channels,
      moMessages: app.moMessages,
      optOuts: app.optOuts,
      billing: createSendBilling({ notifications: app.notifications }),
      notifications: app.notifications,
    };
    const jobs = createJobQueue(
      app.db,
      {
        [TEAM_PROVISION]: teamProvisionHandler(app.db, app.teams, (tx, team) => notifyTeamReady(app, tx, team)),
        [SESSION_PURGE]: sessionPurgeHandler(app.db, app.sessions),
        [BIZ_FILE_REVIEW]: bizFileReviewHandler(() => ({
          db: app.db,
          businesses: app.businesses,
          businessFiles: app.businessFiles,
          notifications: app.notifications,
        })),
        [CALLBACK_REVIEW]: callbackReviewHandler(() => ({
          db: app.db,
          callbackNumbers: app.callbackNumbers,
          callbackDocuments: app.callbackDocuments,
          notifications: app.notifications,
        })),
        [RCS_REVIEW]: rcsReviewHandler(() => ({ db: app.db, rcs: app.rcs, notifications: app.notifications })),
        [ALIMTALK_REVIEW]: alimtalkReviewHandler(() => ({
          db: app.db,
          templates: app.alimtalkTemplates,
          notifications: app.notifications,
          reviewSeconds: app.kakaoReviewSimulatorSeconds,
        })),
        [SEND_DISPATCH]: sendDispatchHandler(pipeline),
        [CARRIER_REPORT]: carrierReportHandler(pipeline),
        [REPORT_TIMEOUT_JOB]: reportTimeoutHandler(pipeline),
        [DELIVERY_CALLBACK]: deliveryCallbackHandler(app.db),
        [CONSULTATION_WEBHOOK]: consultationWebhookHandler(app.db),
        [CONSULTATION_TIMEOUT]: consultationTimeoutHandler(app.db),
        [PHONE_INDEX]: phoneIndexHandler(app.db),
        [IMAGE_CLEANUP]: imageCleanupHandler(app.db, options.imageRetentionHours),
        [CONTACTS_ANALYZE]: contactsAnalyzeHandler(app.db),
        [DATABASE_UPKEEP]: databaseUpkeepHandler(app.db),
        [JOBS_PURGE]: jobsPurgeHandler(app.db),
        [SALES_INQUIRIES_PURGE]: salesInquiriesPurgeHandler(app.db),
        [AUTO_TOP_UP]: autoTopUpHandler(() => ({ db: app.db, notifications: app.notifications })),
        [VIRTUAL_ACCOUNT_DEPOSIT]: virtualAccountDepositHandler(() => ({
          db: app.db,
          notifications: app.notifications,
        })),
        [MONTH_CLOSING]: monthClosingHandler({ db: app.db, notifications: app.notifications }),
        [INVOICE_COLLECTION]: invoiceCollectionHandler({ db: app.db, notifications: app.notifications }),
        [CANARY_WATCH]: canaryWatchHandler({
          db: app.db,
          store: app.releases.store,
          events: app.releases.events,
          policy: app.releases.policy,
          log: app.log,
        }),
      },
      app.log,
    );
    app.decorate('jobs', jobs);
    if (!options.worker) return;
    await jobs.ensureScheduled(SESSION_PURGE);
    await jobs.ensureScheduled(IMAGE_CLEANUP);
    await jobs.ensureScheduled(JOBS_PURGE);
    await jobs.ensureScheduled(SALES_INQUIRIES_PURGE);
    await jobs.ensureScheduled(MONTH_CLOSING);
    await jobs.ensureScheduled(INVOICE_COLLECTION);
    await jobs.ensureScheduled(CONSULTATION_TIMEOUT);
    await jobs.ensureScheduled(CANARY_WATCH);
    // PostgreSQL vacuums and analyzes on its own; the embedded PGlite has no autovacuum.
    if (app.db.kind === 'pglite') await jobs.ensureScheduled(DATABASE_UPKEEP);

    let running: Promise<unknown> | null = null;
    let stopped = false;
    const timer = setInterval(() => {
      // One tick at a time: a tick slower than the interval skips the next instead of overlapping it.
      if (running || stopped) return;
      running = jobs
        .runDueJobs()
        .catch((error) => app.log.error({ err: error }, 'job worker tick failed'))
        .finally(() => {
          running = null;
        });
    }, options.pollIntervalMs ?? 1000);
    timer.unref();
    // Runs before the database closes (onClose hooks run in reverse order of registration).
    app.addHook('onClose', async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    });
  },
  {
    name: 'jobs',
    dependencies: [
      'database',
      'teams',
      'accounts',
      'notifications',
      'account-services',
      'messaging-numbers',
      'rcs',
      'kakao',
      'sending',
      'releases',
    ],
  },
);

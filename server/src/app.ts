import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import accounts from './plugins/app/accounts';
import addressBooks from './plugins/app/address-books';
import accountServices from './plugins/app/account-services';
import authGuard from './plugins/app/auth-guard';
import teamReads from './plugins/app/team-reads';
import businessRepositories from './plugins/app/business-repositories';
import csrfGuard from './plugins/app/csrf-guard';
import demoSeed from './plugins/app/demo-seed';
import errorHandler from './plugins/app/error-handler';
import hosting from './plugins/app/hosting';
import releases from './plugins/app/releases';
import adminReleases from './routes/admin/releases';
import releaseRoutes from './routes/api/releases/releases';
import remoteEvents from './routes/api/_telemetry/remote-events';
import billing from './plugins/app/billing';
import siteHomeRoutes from './routes/site/site-home';
import siteNoticeRoutes from './routes/site/site-notices';
import siteServiceRoutes from './routes/site/site-services';
import sitePolicyRoutes from './routes/site/site-policies';
import siteLoginRoutes from './routes/site/site-login';
import adminNotices from './routes/admin/notices';
import jobs from './plugins/app/jobs';
import messagingNumbers from './plugins/app/messaging-numbers';
import rcs from './plugins/app/rcs';
import kakao from './plugins/app/kakao';
import notifications from './plugins/app/notifications';
import sessionCookie from './plugins/app/session-cookie';
import sending from './plugins/app/sending';
import messageImages from './plugins/app/message-images';
import inquiries from './plugins/app/inquiries';
import inquiryRoutes from './routes/api/inquiries';
import adminInquiries from './routes/admin/inquiries';
import shellFallback from './plugins/app/shell-fallback';
import teamAdmin from './plugins/app/team-admin';
import teams from './plugins/app/teams';
import cookie from './plugins/external/cookie';
import database from './plugins/external/database';
import helmet from './plugins/external/helmet';
import multipart from './plugins/external/multipart';
import zodValidation from './plugins/external/zod-validation';
import rateLimit from './plugins/external/rate-limit';
import staticFiles from './plugins/external/static';
import buildLatest from './routes/_build/latest';
import adminWithdrawals from './routes/admin/withdrawals';
import adminBusinesses from './routes/admin/businesses';
import adminCallbackNumbers from './routes/admin/callback-numbers';
import adminRcs from './routes/admin/rcs';
import accountBizFile from './routes/api/account/biz-file';
import accountBusiness from './routes/api/account/business';
import accountMigration from './routes/api/account/migration-bizplus';
import accountPassword from './routes/api/account/password';
import accountProfile from './routes/api/account/profile';
import accountRecovery from './routes/api/account/recovery';
import accountSecurity from './routes/api/account/security';
import accountSessions from './routes/api/account/sessions';
import accountSignup from './routes/api/account/signup';
import accountWithdrawal from './routes/api/account/withdrawal';
import sessionRoutes from './routes/api/_auth/session';
import login from './routes/api/auth/login';
import logout from './routes/api/auth/logout';
import refreshToken from './routes/api/auth/refresh-token';
import securityLogin from './routes/api/auth/security-login';
import userUpdate from './routes/api/auth/user';
import prices from './routes/api/billing/prices';
import billingAccountRoutes from './routes/api/billing/account';
import billingCmsCheckRoutes from './routes/api/billing/cms-check';
import billingPaymentMethodRoutes from './routes/api/billing/payment-methods';
import billingTopUpRoutes from './routes/api/billing/top-ups';
import adminBillingPayments from './routes/admin/billing-payments';
import billingUsageRoutes from './routes/api/billing/usage';
import billingInvoiceRoutes from './routes/api/billing/invoices';
import billingServiceRoutes from './routes/api/billing/services';
import billingTeamCapRoutes from './routes/api/billing/team-caps';
import adminBillingInvoices from './routes/admin/billing-invoices';
import notices from './routes/api/brand/notices';
import publicSalesInquiries from './routes/api/public/sales-inquiries';
import adminSalesInquiries from './routes/admin/sales-inquiries';
import notificationRoutes from './routes/api/notifications';
import channelStats from './routes/api/stats/channel-stats';
import dashboardRecentRequests from './routes/api/dashboard/recent-requests';
import dashboardReviews from './routes/api/dashboard/reviews';
import dashboardSends from './routes/api/dashboard/sends';
import addressBookContacts from './routes/api/team/address-book-contacts';
import addressBookExport from './routes/api/team/address-book-export';
import addressBookGroups from './routes/api/team/address-book-groups';
import addressBookImport from './routes/api/team/address-book-import';
import callbackNumbers from './routes/api/team/callback-numbers';
import callbackNumbersExport from './routes/api/team/callback-numbers-export';
import callbackNumbersRegister from './routes/api/team/callback-numbers-register';
import optOutRoutes from './routes/api/team/opt-outs';
import rcsBrandRoutes from './routes/api/team/rcs-brand';
import rcsTemplateRoutes from './routes/api/team/rcs-templates';
import sendRequestRoutes from './routes/api/team/send-requests';
import sendRequestMessagesRoutes from './routes/api/team/send-requests-messages';
import messageHistoryRoutes from './routes/api/team/messages';
import moMessagesRoutes from './routes/api/team/messages-mo';
import rcsSendRequestRoutes from './routes/api/team/rcs-send-requests';
import sendRequestsExportRoutes from './routes/api/team/send-requests-export';
import publicSendRequests from './routes/api/public/send-requests';
import publicApiDocs from './routes/docs/public-api-docs';
import messageImageRoutes from './routes/api/team/message-images';
import publicMessageImages from './routes/api/public/message-images';
import publicRcs from './routes/api/public/rcs';
import publicEmail from './routes/api/public/email';
import emailSendRequestRoutes from './routes/api/team/email-send-requests';
import unsubscribeEmailRoutes from './routes/site/unsubscribe-email';
import emailStats from './routes/api/stats/email-stats';
import senderKeys from './routes/api/team/kakao/sender-keys';
import alimtalkTemplateRoutes from './routes/api/team/kakao/alimtalk-templates';
import kakaoImageRoutes from './routes/api/team/kakao/kakao-images';
import alimtalkSendRequestRoutes from './routes/api/team/kakao/alimtalk-send-requests';
import adminKakao from './routes/admin/kakao';
import publicKakao from './routes/api/public/kakao';
import kakaoStatisticsRoutes from './routes/api/team/kakao/kakao-statistics';
import brandTemplateRoutes from './routes/api/team/kakao/brand-templates';
import brandMessageSendRequestRoutes from './routes/api/team/kakao/brand-message-send-requests';
import teamList from './routes/api/teams';
import apiKeyRoutes from './routes/api/teams/api-keys';
import teamRoutes from './routes/api/teams/team';
import teamMemberRoutes from './routes/api/teams/team-members';
import invitationLinkRoutes from './routes/api/invitation-links';
import invitationRoutes from './routes/api/invitations';
import memberRoutes from './routes/api/members';
import accountStatus from './routes/async/account/account-status';
import sendingLimits from './routes/async/meta/limits';
import sendSecurityAuthNumber from './routes/async/account/send-security-auth-number';
import devOutbox from './routes/dev/outbox';
import devConsultation from './routes/dev/consultation';
import publicConsultation from './routes/api/public/consultation';
import teamConsultation from './routes/api/team/kakao/consultation';
import consultationStats from './routes/api/stats/consultation-stats';
import identitySimulator from './routes/kmc/simulator';
import registry from './routes/registry';
import health from './routes/health';

export interface AppOptions {
  config: Config;
  /** An already opened database (tests: in-memory PGlite). The app closes it when it closes. */
  database?: Database;
  /** Run the job worker (default true). Tests turn it off and call app.jobs.runDueJobs(). */
  worker?: boolean;
}

/**
 * The whole server as one plugin, in dependency order: external plugins, then the application's
 * services (decorated on the instance), then routes by URL. Plugins are listed here rather than
 * auto-loaded so the order is explicit.
 */
export default async function consoleApp(app: FastifyInstance, options: AppOptions) {
  const { config } = options;
  await app.register(errorHandler);
  await app.register(helmet, { publicUrl: config.publicUrl });
  await app.register(cookie);
  await app.register(multipart);
  await app.register(zodValidation);
  await app.register(database, {
    database: options.database,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: config.migrateOnStart,
  });
  // After the database: on PostgreSQL its counters live there (shared by every process).
  await app.register(rateLimit);
  await app.register(csrfGuard);

  await app.register(accounts, {
    tokenSecret: config.tokenSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  });
  await app.register(sessionCookie, { production: config.production, publicUrl: config.publicUrl });
  await app.register(teams);
  await app.register(teamAdmin, { teamProvisionSeconds: config.teamProvisionSeconds });
  await app.register(notifications);
  await app.register(authGuard);
  // The team lists' answers kept in memory until their team's data changes (migration 101's notifications).
  await app.register(teamReads);
  await app.register(accountServices, {
    adminToken: config.adminToken,
    verifySimulatorSeconds: config.verifySimulatorSeconds,
  });
  await app.register(businessRepositories);
  await app.register(addressBooks);
  await app.register(messagingNumbers, { callbackReviewSimulatorSeconds: config.callbackReviewSimulatorSeconds });
  await app.register(rcs, { rcsReviewSimulatorSeconds: config.rcsReviewSimulatorSeconds });
  await app.register(kakao, { kakaoReviewSimulatorSeconds: config.kakaoReviewSimulatorSeconds });
  await app.register(billing, { virtualAccountSimulatorSeconds: config.virtualAccountSimulatorSeconds });
  await app.register(sending, {
    carrierReportDelaySeconds: config.carrierReportDelaySeconds,
    smsProvider: config.smsProvider,
    rcsProvider: config.rcsProvider,
    kakaoProvider: config.kakaoProvider,
    emailProvider: config.emailProvider,
    smtpUrl: config.smtpUrl,
    publicUrl: config.publicUrl,
  });
  await app.register(messageImages);
  await app.register(inquiries);
  if (config.seed === 'demo')
    await app.register(demoSeed, {
      demoTeamProvisionSeconds: config.demoTeamProvisionSeconds,
      demoActivity: config.demoActivity,
    });
  // Release engineering: the registry store (files or database), load reports, the canary policy.
  await app.register(releases, {
    registryStore: config.registryStore,
    environmentsDir: config.environmentsDir,
    distDir: config.distDir,
    consoleEnv: config.consoleEnv,
    releaseManagers: config.releaseManagers,
    policy: {
      minLoads: config.canaryMinLoads,
      maxErrorRate: config.canaryMaxErrorRate,
      everySeconds: config.canaryWatchSeconds,
    },
    production: config.production,
  });
  await app.register(jobs, { worker: options.worker ?? true, imageRetentionHours: config.imageRetentionHours });
  await app.register(hosting, { distDir: config.distDir, consoleEnv: config.consoleEnv });

  for (const routes of [
    sessionRoutes,
    login,
    securityLogin,
    logout,
    userUpdate,
    refreshToken,
    sendSecurityAuthNumber,
    accountStatus,
  ]) {
    await app.register(routes);
  }
  for (const routes of [
    teamList,
    callbackNumbers,
    callbackNumbersExport,
    senderKeys,
    prices,
    channelStats,
    notices,
    notificationRoutes,
  ]) {
    await app.register(routes);
  }
  for (const routes of [teamRoutes, teamMemberRoutes, apiKeyRoutes, memberRoutes, invitationLinkRoutes]) {
    await app.register(routes);
  }
  // The console home and team dashboards: one endpoint per block (notices come from /api/brand/notices).
  for (const routes of [dashboardSends, dashboardRecentRequests, dashboardReviews]) {
    await app.register(routes);
  }
  await app.register(invitationRoutes, { publicUrl: config.publicUrl });
  // Find id and reset password: their mails link to PUBLIC_URL like the invitations'.
  await app.register(accountRecovery, { publicUrl: config.publicUrl });
  // Accounts: the user's business and settings, sign-up, migration, the identity-check simulator, operator calls.
  for (const routes of [
    accountBusiness,
    accountBizFile,
    accountProfile,
    accountPassword,
    accountSecurity,
    accountSessions,
    accountWithdrawal,
    accountSignup,
    accountMigration,
    identitySimulator,
    adminBusinesses,
    adminWithdrawals,
  ]) {
    await app.register(routes);
  }
  // Sender number registration and review, the 080 opt-out list.
  for (const routes of [callbackNumbersRegister, optOutRoutes, adminCallbackNumbers]) {
    await app.register(routes);
  }
  // RCS: the team's brand, chat rooms and templates, and their review by the operator.
  for (const routes of [rcsBrandRoutes, rcsTemplateRoutes, adminRcs]) {
    await app.register(routes);
  }
  for (const routes of [addressBookGroups, addressBookContacts, addressBookImport, addressBookExport]) {
    await app.register(routes);
  }
  // SMS/LMS/MMS sending: requests, reservations, per-recipient results, the limits the screens show.
  for (const routes of [
    sendRequestRoutes,
    sendRequestsExportRoutes,
    sendRequestMessagesRoutes,
    messageHistoryRoutes,
    moMessagesRoutes,
    sendingLimits,
    publicSendRequests,
  ]) {
    await app.register(routes);
  }
  // /docs: the interactive API reference; its OpenAPI server is PUBLIC_URL when set.
  await app.register(publicApiDocs, { publicUrl: config.publicUrl });
  // Kakao: templates, images and their review by the operator; alimtalk sending on the same pipeline.
  for (const routes of [
    alimtalkTemplateRoutes,
    kakaoImageRoutes,
    adminKakao,
    alimtalkSendRequestRoutes,
    publicKakao,
    kakaoStatisticsRoutes,
    brandTemplateRoutes,
    brandMessageSendRequestRoutes,
  ]) {
    await app.register(routes);
  }
  // Kakao consultation talk: the profile's setting and sessions, agents' replies by API key, its statistics.
  for (const routes of [teamConsultation, publicConsultation, consultationStats]) {
    await app.register(routes);
  }
  // Billing: the account and its settings, payment methods, CMS, top-ups, usage, invoices, services, team caps,
  // and the operator's payment and month-closing calls.
  for (const routes of [
    billingAccountRoutes,
    billingPaymentMethodRoutes,
    billingCmsCheckRoutes,
    billingTopUpRoutes,
    adminBillingPayments,
    billingUsageRoutes,
    billingInvoiceRoutes,
    billingServiceRoutes,
    billingTeamCapRoutes,
    adminBillingInvoices,
  ]) {
    await app.register(routes);
  }
  // RCS sending on the same pipeline (results through the send-request routes above), for members and API keys.
  for (const routes of [rcsSendRequestRoutes, publicRcs]) {
    await app.register(routes);
  }
  // E-mail on the same pipeline, for members and API keys, its unsubscribe link (no login) and statistics.
  for (const routes of [emailSendRequestRoutes, publicEmail, unsubscribeEmailRoutes, emailStats]) {
    await app.register(routes);
  }
  // MMS images: uploads by members and by API keys, read back for previews.
  for (const routes of [messageImageRoutes, publicMessageImages]) {
    await app.register(routes);
  }
  // Consulting and partnership inquiries of the public site, and the operator's list of them.
  for (const routes of [publicSalesInquiries, adminSalesInquiries]) {
    await app.register(routes);
  }
  // 1:1 service inquiries: users ask and follow up, operators answer (mails link to PUBLIC_URL).
  await app.register(inquiryRoutes);
  await app.register(adminInquiries, { publicUrl: config.publicUrl });
  // The public brand site: pages rendered to HTML here (routes/site), before the console's fallback.
  // Notices: published, edited, pinned and withdrawn by the operator; read on the site's pages.
  await app.register(adminNotices);
  for (const routes of [siteHomeRoutes, siteNoticeRoutes, siteServiceRoutes, sitePolicyRoutes]) {
    await app.register(routes, { publicUrl: config.publicUrl });
  }
  // /account/login: a light server-rendered page (no federated console before the login).
  await app.register(siteLoginRoutes, { publicUrl: config.publicUrl, consoleEnv: config.consoleEnv });
  if (config.devOutbox) await app.register(devOutbox);
  if (config.devOutbox) await app.register(devConsultation);
  // /healthz and /readyz: the container's and Kubernetes' probes.
  await app.register(health);
  await app.register(registry);
  // Releases: the release managers' status and overrides, the shells' load reports, the CLI's operator API.
  for (const routes of [releaseRoutes, remoteEvents, adminReleases]) {
    await app.register(routes);
  }
  await app.register(buildLatest);
  await app.register(staticFiles, { distDir: config.distDir });
  await app.register(shellFallback);
}

import fp from 'fastify-plugin';
import { createChannelRegistry, type ChannelRegistry } from '../../channels/channel-registry';
import { chooseProvider } from '../../channels/provider';
import { createAlimtalkChannel, type AlimtalkChannel } from '../../channels/kakao/alimtalk-channel';
import { createBrandMessageChannel, type BrandMessageChannel } from '../../channels/kakao/brand-message-channel';
import { kakaoProviders } from '../../channels/kakao/kakao-providers';
import { resolveTokenSecret } from '../../accounts/token-secret';
import { createEmailChannel, type EmailChannel } from '../../channels/email/email-channel';
import { emailProviders } from '../../channels/email/email-providers';
import { createRcsChannel, type RcsChannel } from '../../channels/rcs/rcs-channel';
import { rcsProviders } from '../../channels/rcs/rcs-providers';
import { createSmsChannel, type SmsChannel } from '../../channels/sms/sms-channel';
import { smsProviders } from '../../channels/sms/sms-providers';
import { createOutbox } from '../../notifications/outbox-repository';
import { createMoMessagesRepository, type MoMessagesRepository } from '../../sending/mo-messages-repository';
import { createSendRequestsRepository, type SendRequestsRepository } from '../../sending/send-requests-repository';

declare module 'fastify' {
  interface FastifyInstance {
    sendRequests: SendRequestsRepository;
    /** Received (MO) messages of a team (/history/mo). */
    moMessages: MoMessagesRepository;
    /** Every channel adapter the pipeline sends on, by id. */
    channels: ChannelRegistry;
    smsChannel: SmsChannel;
    rcsChannel: RcsChannel;
    alimtalkChannel: AlimtalkChannel;
    brandMessageChannel: BrandMessageChannel;
    emailChannel: EmailChannel;
    /** The key of e-mail unsubscribe links (HMAC of team and address). */
    emailUnsubscribeSecret: string;
  }
}

export interface SendingOptions {
  /** SMS_PROVIDER / RCS_PROVIDER / KAKAO_PROVIDER: who delivers each channel's messages ('simulator' is the only one so far). */
  smsProvider: string;
  rcsProvider: string;
  kakaoProvider: string;
  /** EMAIL_PROVIDER ('simulator': the dev outbox, or 'smtp' through smtpUrl). */
  emailProvider: string;
  smtpUrl: string | undefined;
  /** The origin of the links in mails (the unsubscribe link); absent: links are relative. */
  publicUrl: string | undefined;
  /** Seconds the simulated providers take to report a delivery (tests: 0). */
  carrierReportDelaySeconds: number;
}

/**
 * The sending pipeline's repositories and its channel adapters, each with the provider that
 * configuration names. The jobs plugin hands all of it to the delivery jobs.
 */
export default fp<SendingOptions>(
  async (app, options) => {
    const reportDelaySeconds = options.carrierReportDelaySeconds;
    const sms = createSmsChannel(chooseProvider('SMS', options.smsProvider, smsProviders({ reportDelaySeconds })));
    const rcs = createRcsChannel(
      chooseProvider('RCS', options.rcsProvider, rcsProviders({ reportDelaySeconds })),
      app.rcs,
    );
    // One Kakao provider serves both Kakao channels (as one BizMessage center contract would).
    const kakaoProvider = chooseProvider(
      'KAKAO',
      options.kakaoProvider,
      kakaoProviders({
        reportDelaySeconds,
        // The simulated business center texts its tokens to the admin phone through the dev outbox.
        sendText: (to, body) => app.outbox.send({ channel: 'SMS', to, body }),
      }),
    );
    const alimtalk = createAlimtalkChannel(kakaoProvider, {
      senderProfiles: app.senderProfiles,
      templates: app.alimtalkTemplates,
    });
    const brandMessage = createBrandMessageChannel(kakaoProvider, {
      senderProfiles: app.senderProfiles,
      templates: app.brandTemplates,
    });
    // Its own purpose over the server's stored secret: an unsubscribe link outlives any access token.
    const emailUnsubscribeSecret = `email-unsubscribe:${await resolveTokenSecret(app.db, undefined)}`;
    const email = createEmailChannel(
      chooseProvider(
        'EMAIL',
        options.emailProvider,
        emailProviders({
          reportDelaySeconds,
          smtpUrl: options.smtpUrl,
          // The simulated mail system puts every e-mail in the dev outbox.
          // In the hand-over's transaction (the outbox's own writer, bound to it).
          deliverToOutbox: (tx, mail) =>
            createOutbox(tx).send({
              channel: 'EMAIL',
              to: mail.to,
              subject: mail.subject,
              body: mail.html ?? mail.text ?? '',
            }),
        }),
      ),
      { unsubscribeSecret: emailUnsubscribeSecret, publicUrl: options.publicUrl },
    );
    app.decorate('sendRequests', createSendRequestsRepository(app.db));
    app.decorate('moMessages', createMoMessagesRepository(app.db));
    app.decorate('smsChannel', sms);
    app.decorate('rcsChannel', rcs);
    app.decorate('alimtalkChannel', alimtalk);
    app.decorate('brandMessageChannel', brandMessage);
    app.decorate('emailChannel', email);
    app.decorate('emailUnsubscribeSecret', emailUnsubscribeSecret);
    app.decorate('channels', createChannelRegistry([sms, rcs, alimtalk, brandMessage, email]));
  },
  { name: 'sending', dependencies: ['database', 'accounts', 'rcs', 'kakao'] },
);

import fp from 'fastify-plugin';
import { createChannelRegistry, type ChannelRegistry } from '../../channels/channel-registry';
import { chooseProvider } from '../../channels/provider';
import { createAlimtalkChannel, type AlimtalkChannel } from '../../channels/kakao/alimtalk-channel';
import { createBrandMessageChannel, type BrandMessageChannel } from '../../channels/kakao/brand-message-channel';
import { kakaoProviders } from '../../channels/kakao/kakao-providers';
import { createRcsChannel, type RcsChannel } from '../../channels/rcs/rcs-channel';
import { rcsProviders } from '../../channels/rcs/rcs-providers';
import { createSmsChannel, type SmsChannel } from '../../channels/sms/sms-channel';
import { smsProviders } from '../../channels/sms/sms-providers';
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
  }
}

export interface SendingOptions {
  /** SMS_PROVIDER / RCS_PROVIDER / KAKAO_PROVIDER: who delivers each channel's messages ('simulator' is the only one so far). */
  smsProvider: string;
  rcsProvider: string;
  kakaoProvider: string;
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
    app.decorate('sendRequests', createSendRequestsRepository(app.db));
    app.decorate('moMessages', createMoMessagesRepository(app.db));
    app.decorate('smsChannel', sms);
    app.decorate('rcsChannel', rcs);
    app.decorate('alimtalkChannel', alimtalk);
    app.decorate('brandMessageChannel', brandMessage);
    app.decorate('channels', createChannelRegistry([sms, rcs, alimtalk, brandMessage]));
  },
  { name: 'sending', dependencies: ['database', 'accounts', 'rcs', 'kakao'] },
);

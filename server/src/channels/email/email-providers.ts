import type { Queryable } from '../../db/database';
import type { EmailProvider, OutgoingEmail } from './email-provider';
import { createSmtpProvider } from './smtp-provider';
import { createEmailSimulator } from './simulator/email-simulator';

/** Who can deliver e-mail, by the name EMAIL_PROVIDER gives: the simulator (dev outbox) or SMTP (SMTP_URL). */
export const emailProviders = (options: {
  reportDelaySeconds: number;
  smtpUrl: string | undefined;
  deliverToOutbox(tx: Queryable, mail: OutgoingEmail): Promise<void>;
}): Record<string, () => EmailProvider> => ({
  simulator: () =>
    createEmailSimulator({ reportDelaySeconds: options.reportDelaySeconds, deliver: options.deliverToOutbox }),
  smtp: () => createSmtpProvider(options.smtpUrl),
});

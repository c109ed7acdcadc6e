import { createTransport } from 'nodemailer';
import { EMAIL_RESULTS } from '@console/contracts/email-send';
import type { ProviderReports } from '../channel';
import type { EmailProvider } from './email-provider';

/**
 * E-mail through an SMTP relay (EMAIL_PROVIDER=smtp, SMTP_URL such as smtps://user:pass@smtp.example.com).
 * The relay's answer at hand-over is the report: accepted = delivered, a refused recipient = hard
 * bounce, a failed connection or a temporary refusal = soft bounce. Opens and clicks need a tracking
 * service behind the relay and are not reported here.
 */
export function createSmtpProvider(smtpUrl: string | undefined): EmailProvider {
  if (!smtpUrl) throw new Error('EMAIL_PROVIDER=smtp needs SMTP_URL (e.g. smtps://user:password@smtp.example.com).');
  const transport = createTransport(smtpUrl);
  return {
    name: 'smtp',
    async submit(_tx, mails, expectReports) {
      if (mails.length === 0) return;
      const hard: number[] = [];
      const soft: number[] = [];
      for (const mail of mails) {
        try {
          const info = await transport.sendMail({
            from: { name: mail.from.name, address: mail.from.address },
            to: mail.to,
            subject: mail.subject,
            ...(mail.html !== undefined ? { html: mail.html } : { text: mail.text }),
            messageId: `<console-${mail.seq}@${mail.from.address.split('@')[1]}>`,
          });
          if (info.rejected.length > 0) hard.push(mail.seq);
        } catch (error) {
          const code = (error as { responseCode?: number }).responseCode;
          (code !== undefined && code >= 500 ? hard : soft).push(mail.seq);
        }
      }
      await expectReports(0, { hard, soft });
    },
    async readReports(seqs, providerData): Promise<ProviderReports> {
      const hard = new Set(Array.isArray(providerData.hard) ? providerData.hard.map(Number) : []);
      const soft = new Set(Array.isArray(providerData.soft) ? providerData.soft.map(Number) : []);
      return {
        reports: seqs.map((seq) => {
          const result = hard.has(seq)
            ? EMAIL_RESULTS.HARD_BOUNCE
            : soft.has(seq)
              ? EMAIL_RESULTS.SOFT_BOUNCE
              : EMAIL_RESULTS.DELIVERED;
          return { seq, delivered: result.delivered, code: result.code, reason: result.reason };
        }),
        silent: [],
        inbound: [],
      };
    },
    guide: () => null,
  };
}

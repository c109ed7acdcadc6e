import { EMAIL_RESULTS, type EmailResultCode } from '@console/contracts/email-send';
import type { Queryable } from '../../../db/database';
import type { ProviderReports, SimulatorGuide } from '../../channel';
import type { EmailProvider, OutgoingEmail } from '../email-provider';

/**
 * The simulated mail system's documented test addresses (as the SMS simulator's test numbers): the
 * domain decides a bounce, the local part an open or a click; every other address is delivered.
 */
export const EMAIL_SIMULATOR_RULES: { pattern: string; result: EmailResultCode; matches(address: string): boolean }[] =
  [
    { pattern: '*@bounce-hard.example', result: 'HARD_BOUNCE', matches: (a) => a.endsWith('@bounce-hard.example') },
    { pattern: '*@bounce-soft.example', result: 'SOFT_BOUNCE', matches: (a) => a.endsWith('@bounce-soft.example') },
    { pattern: 'click*@…', result: 'CLICKED', matches: (a) => a.startsWith('click') },
    { pattern: 'open*@…', result: 'OPENED', matches: (a) => a.startsWith('open') },
  ];

/** What the simulated mail system answers for an address. */
export const simulatedEmailResult = (address: string): EmailResultCode =>
  EMAIL_SIMULATOR_RULES.find((rule) => rule.matches(address.toLowerCase()))?.result ?? 'DELIVERED';

/**
 * The default e-mail provider (EMAIL_PROVIDER=simulator): every e-mail lands in the dev outbox
 * (`deliver`), and its report comes after the delay by the rules above.
 */
export const createEmailSimulator = (options: {
  reportDelaySeconds: number;
  deliver(tx: Queryable, mail: OutgoingEmail): Promise<void>;
}): EmailProvider => ({
  name: 'email-simulator',
  async submit(tx, mails, expectReports) {
    if (mails.length === 0) return;
    // The answers other than delivered, by message seq (a mailing is mostly delivered).
    const results: Record<string, EmailResultCode> = {};
    for (const mail of mails) {
      await options.deliver(tx, mail);
      const result = simulatedEmailResult(mail.to);
      if (result !== 'DELIVERED') results[mail.seq] = result;
    }
    await expectReports(options.reportDelaySeconds, { results });
  },
  async readReports(seqs, providerData) {
    const results = (providerData.results ?? {}) as Record<string, EmailResultCode>;
    const result: ProviderReports = { reports: [], silent: [], inbound: [] };
    for (const seq of seqs) {
      const { code, delivered, reason } = EMAIL_RESULTS[results[seq] ?? 'DELIVERED'] ?? EMAIL_RESULTS.DELIVERED;
      result.reports.push({ seq, delivered, code, reason });
    }
    return result;
  },
  guide: (): SimulatorGuide => ({
    testNumbers: EMAIL_SIMULATOR_RULES.map(({ pattern, result }) => ({
      pattern,
      code: EMAIL_RESULTS[result].code,
      reason: EMAIL_RESULTS[result].reason,
    })),
    replies: [],
  }),
});

import type { Provider } from '../provider';
import { createSmsSimulator } from './simulator/sms-simulator';

/**
 * Who can deliver SMS/LMS/MMS, by the name SMS_PROVIDER gives. Only the simulator so far; a real
 * carrier gateway is one more entry here (its own file beside this one), not a change to the channel.
 */
export const smsProviders = (options: { reportDelaySeconds: number }): Record<string, () => Provider> => ({
  simulator: () => createSmsSimulator(options),
});

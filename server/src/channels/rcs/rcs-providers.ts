import type { Provider } from '../provider';
import { createRcsSimulator } from './simulator/rcs-simulator';

/**
 * Who can deliver RCS, by the name RCS_PROVIDER gives. Only the simulator so far; a real RCS Biz
 * Center connection is one more entry here (its own file beside this one), not a change to the channel.
 */
export const rcsProviders = (options: { reportDelaySeconds: number }): Record<string, () => Provider> => ({
  simulator: () => createRcsSimulator(options),
});

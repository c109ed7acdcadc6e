import { RCS_LIMITS } from '@console/contracts/rcs';
import type { ChannelAttachment } from '../../channel';
import type { Provider } from '../../provider';
import {
  createPhoneSimulator,
  isJpeg,
  isPng,
  networkOutcome,
  networkTestNumbers,
  simulatorTestRange,
  testDigitOf,
  type SimulatedOutcome,
} from '../../simulated-phones';

/**
 * RCS test range: 010-0000-07XX are phones without RCS. An RCS message to them fails with this
 * report (then falls back to SMS/LMS when the request asked for it); SMS/LMS to them are delivered.
 * Every other test number answers RCS as it answers SMS.
 */
export const RCS_UNSUPPORTED_DIGIT = '7';
export const RCS_UNSUPPORTED: SimulatedOutcome = { delivered: false, code: '4001', reason: 'RCS 미지원 단말' };

/** RCS MMS: 1 to 6 card images, each JPG or PNG by its bytes, <= 1 MB. */
export const rcsCardImagesAcceptable = (images: readonly ChannelAttachment[]): boolean =>
  images.length >= 1 &&
  images.length <= RCS_LIMITS.cardsMax &&
  images.every(
    (image) =>
      RCS_LIMITS.imageTypes.includes(image.contentType) &&
      (isJpeg(image.content) || isPng(image.content)) &&
      image.content.length <= RCS_LIMITS.imageMaxBytes,
  );

/** The default RCS provider (RCS_PROVIDER=simulator). */
export const createRcsSimulator = (options: { reportDelaySeconds: number }): Provider =>
  createPhoneSimulator({
    name: 'rcs-simulator',
    reportDelaySeconds: options.reportDelaySeconds,
    imagesAcceptable: rcsCardImagesAcceptable,
    outcomeOf: (phone) => (testDigitOf(phone) === RCS_UNSUPPORTED_DIGIT ? RCS_UNSUPPORTED : networkOutcome(phone)),
    testNumbers: () => [
      {
        pattern: simulatorTestRange(RCS_UNSUPPORTED_DIGIT),
        code: RCS_UNSUPPORTED.code,
        reason: RCS_UNSUPPORTED.reason!,
      },
      ...networkTestNumbers(),
    ],
  });

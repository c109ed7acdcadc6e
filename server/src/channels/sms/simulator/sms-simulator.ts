import { MMS_MAX_IMAGE_BYTES, MMS_MAX_IMAGES } from '@console/contracts/message-limits';
import type { ChannelAttachment } from '../../channel';
import type { Provider } from '../../provider';
import { createPhoneSimulator, isJpeg, networkOutcome, networkTestNumbers } from '../../simulated-phones';

/** MMS: 1 to 3 JPEG files (bytes starting FF D8), each <= 300 KB, as a real MMS gateway takes them. */
export const mmsImagesAcceptable = (images: readonly ChannelAttachment[]): boolean =>
  images.length >= 1 &&
  images.length <= MMS_MAX_IMAGES &&
  images.every(
    (image) =>
      image.contentType === 'image/jpeg' && isJpeg(image.content) && image.content.length <= MMS_MAX_IMAGE_BYTES,
  );

/**
 * The default SMS/LMS/MMS provider (SMS_PROVIDER=simulator): every number is delivered but the
 * network's test range (simulated-phones.ts); MMS messages whose files it cannot take fail
 * IMAGE_INVALID on any number; replies come back on representative sender numbers.
 */
export const createSmsSimulator = (options: { reportDelaySeconds: number }): Provider =>
  createPhoneSimulator({
    name: 'sms-simulator',
    reportDelaySeconds: options.reportDelaySeconds,
    imagesAcceptable: mmsImagesAcceptable,
    outcomeOf: networkOutcome,
    testNumbers: networkTestNumbers,
  });

import { MMS_MAX_IMAGE_BYTES, MMS_MAX_IMAGES } from '@console/contracts/message-limits';
import { RCS_LIMITS } from '@console/contracts/rcs';
import type { CarrierImage, CarrierMessage } from './carrier';

/**
 * What the simulated carrier checks of the files it is handed, as a real MMS/RCS gateway does: it
 * trusts neither our upload checks nor the stored content type, only the bytes it receives.
 */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isJpeg = (bytes: Buffer): boolean => bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xd8;
const isPng = (bytes: Buffer): boolean => bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);

/** MMS: 1 to 3 JPEG files (bytes starting FF D8), each <= 300 KB. */
export const mmsImagesAcceptable = (images: readonly CarrierImage[]): boolean =>
  images.length >= 1 &&
  images.length <= MMS_MAX_IMAGES &&
  images.every(
    (image) =>
      image.contentType === 'image/jpeg' && isJpeg(image.content) && image.content.length <= MMS_MAX_IMAGE_BYTES,
  );

/** RCS MMS: 1 to 6 card images, each JPG or PNG by its bytes, <= 1 MB. */
export const rcsCardImagesAcceptable = (images: readonly CarrierImage[]): boolean =>
  images.length >= 1 &&
  images.length <= RCS_LIMITS.cardsMax &&
  images.every(
    (image) =>
      RCS_LIMITS.imageTypes.includes(image.contentType) &&
      (isJpeg(image.content) || isPng(image.content)) &&
      image.content.length <= RCS_LIMITS.imageMaxBytes,
  );

/**
 * The channels whose MMS messages in this hand-over cannot go out with the images given (SMS/LMS
 * messages carry no file and are never refused for it). Empty when every MMS message can go.
 */
export function channelsRefusingImages(
  images: readonly CarrierImage[],
  messages: readonly CarrierMessage[],
): ('SMS' | 'RCS')[] {
  const refused: ('SMS' | 'RCS')[] = [];
  const mmsChannels = new Set(messages.filter((m) => m.type === 'MMS').map((m) => m.channel ?? 'SMS'));
  if (mmsChannels.has('SMS') && !mmsImagesAcceptable(images)) refused.push('SMS');
  if (mmsChannels.has('RCS') && !rcsCardImagesAcceptable(images)) refused.push('RCS');
  return refused;
}

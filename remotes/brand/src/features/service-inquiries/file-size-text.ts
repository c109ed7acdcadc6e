import type { TFunction } from 'i18next';

const MB = 1024 * 1024;

/** "320KB" or "2.4MB" for a file's size. */
export function fileSizeText(t: TFunction, bytes: number): string {
  if (bytes >= MB) return t('serviceInquiry.bytes.mb', { value: Math.round((bytes / MB) * 10) / 10 });
  return t('serviceInquiry.bytes.kb', { value: Math.max(1, Math.ceil(bytes / 1024)) });
}

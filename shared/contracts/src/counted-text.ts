import { z } from 'zod';

/**
 * A required text of at most `max` characters as its channel counts them (`count`, char-count.ts):
 * "<empty>" when missing, "<label> N자까지 쓸 수 있어요." when too long. Kakao's and RCS's names,
 * descriptions and button names.
 */
export const requiredCountedText = (count: (text: string) => number, empty: string, label: string, max: number) =>
  z
    .string({ message: empty })
    .trim()
    .min(1, empty)
    .refine((text) => count(text) <= max, `${label} ${max.toLocaleString('ko-KR')}자까지 쓸 수 있어요.`);

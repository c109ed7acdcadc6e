import { z } from 'zod';

/**
 * A message button's name, as Kakao (alimtalk and brand templates) and RCS both rule it: required,
 * at most `max` characters as the channel counts them (`count`), no #{variable}.
 */
export const buttonName = (count: (text: string) => number, max: number) =>
  z
    .string({ message: '버튼 이름을 입력해 주세요.' })
    .trim()
    .min(1, '버튼 이름을 입력해 주세요.')
    .refine((name) => count(name) <= max, `버튼 이름은 ${max}자까지 쓸 수 있어요.`)
    .refine((name) => !name.includes('#{'), '버튼 이름에는 변수를 넣을 수 없어요.');

import { requiredCountedText } from './counted-text';

/**
 * A message button's name, as Kakao (alimtalk and brand templates) and RCS both rule it: required,
 * at most `max` characters as the channel counts them (`count`), no #{variable}.
 */
export const buttonName = (count: (text: string) => number, max: number) =>
  requiredCountedText(count, '버튼 이름을 입력해 주세요.', '버튼 이름은', max).refine(
    (name) => !name.includes('#{'),
    '버튼 이름에는 변수를 넣을 수 없어요.',
  );

import { z } from 'zod';

/** Fields shared by sign-up, invitation sign-up, profile and migration forms. */

export const LOGIN_ID_PATTERN = /^[a-z][a-z0-9_]{3,19}$/;
export const LoginId = z
  .string()
  .trim()
  .min(1, '아이디를 입력해 주세요.')
  .regex(LOGIN_ID_PATTERN, '아이디는 영문 소문자로 시작하는 4~20자로, 영문 소문자·숫자·밑줄(_)만 쓸 수 있어요.');

export const PersonName = z
  .string()
  .trim()
  .min(1, '이름을 입력해 주세요.')
  .max(30, '이름은 30자까지 입력할 수 있어요.');

export const Email = z
  .string()
  .trim()
  .min(1, '이메일을 입력해 주세요.')
  .max(100, '이메일은 100자까지 입력할 수 있어요.')
  .pipe(z.email('올바른 이메일 형식이 아니에요.'))
  .transform((value) => value.toLowerCase());

/** A Korean mobile number, hyphens allowed in the input; the value is digits only. */
export const Mobile = z
  .string()
  .trim()
  .min(1, '휴대폰 번호를 입력해 주세요.')
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^01[016789][0-9]{7,8}$/, '올바른 휴대폰 번호 형식이 아니에요. 예: 010-1234-5678'));

import { IDENTITY_CHECK_FAILING_MOBILE } from '@console/contracts/signup';
import { CARRIERS, type Carrier, type SimulatorForm } from './simulator-page';

/** The youngest age that may sign up without a guardian (Korean personal information law). */
const MIN_AGE = 14;

export type SimulatorCheck =
  | { kind: 'invalid'; values: SimulatorForm; errors: Partial<Record<keyof SimulatorForm, string>> }
  | { kind: 'failed' }
  | { kind: 'verified'; identity: { name: string; birthDate: string; mobile: string; carrier: Carrier } };

function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const monthDay = (d: Date) => d.getUTCMonth() * 100 + d.getUTCDate();
  if (monthDay(today) < monthDay(birth)) age -= 1;
  return age;
}

/** What the provider says about a submitted form, like a real one: field errors, a failure, or the identity. */
export function checkSimulatorForm(body: Record<string, string | undefined>, today = new Date()): SimulatorCheck {
  const values: SimulatorForm = {
    name: (body.name ?? '').trim().slice(0, 30),
    birthDate: (body.birthDate ?? '').trim(),
    carrier: body.carrier ?? '',
    mobile: (body.mobile ?? '').replace(/[\s-]/g, ''),
    agree: body.agree === 'Y',
  };
  const errors: Partial<Record<keyof SimulatorForm, string>> = {};
  if (!/^[가-힣a-zA-Z ]{2,30}$/.test(values.name)) errors.name = '이름을 한글 또는 영문 2자 이상으로 입력해 주세요.';
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(values.birthDate);
  const birth = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !birth || birth.toISOString().slice(0, 10) !== `${match[1]}-${match[2]}-${match[3]}` || birth > today) {
    errors.birthDate = '생년월일 8자리를 올바르게 입력해 주세요. 예: 19900101';
  } else if (ageOn(birth, today) < MIN_AGE) {
    errors.birthDate = `만 ${MIN_AGE}세 이상만 본인인증을 할 수 있어요.`;
  }
  if (!(values.carrier in CARRIERS)) errors.carrier = '통신사를 선택해 주세요.';
  if (!/^01[016789]\d{7,8}$/.test(values.mobile)) errors.mobile = '휴대폰 번호를 올바르게 입력해 주세요.';
  if (!values.agree) errors.agree = '약관에 동의해야 본인인증을 할 수 있어요.';
  if (Object.keys(errors).length > 0) return { kind: 'invalid', values, errors };
  if (values.mobile === IDENTITY_CHECK_FAILING_MOBILE) return { kind: 'failed' };
  return {
    kind: 'verified',
    identity: {
      name: values.name,
      birthDate: birth!.toISOString().slice(0, 10),
      mobile: values.mobile,
      carrier: values.carrier as Carrier,
    },
  };
}

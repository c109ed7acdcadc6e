import { IDENTITY_CHECK_FAILING_MOBILE } from '@console/contracts/signup';

export const CARRIERS = {
  SKT: 'SKT',
  KT: 'KT',
  LGU: 'LG U+',
  MVNO_SKT: '알뜰폰 (SKT)',
  MVNO_KT: '알뜰폰 (KT)',
  MVNO_LGU: '알뜰폰 (LG U+)',
} as const;
export type Carrier = keyof typeof CARRIERS;

export interface SimulatorForm {
  name: string;
  birthDate: string;
  carrier: string;
  mobile: string;
  agree: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const field = (id: string, label: string, control: string, error: string | undefined) => `
  <div class="field${error ? ' invalid' : ''}">
    <label for="${id}">${label}</label>
    ${control}
    ${error ? `<p class="error" id="${id}-error" role="alert">${escapeHtml(error)}</p>` : ''}
  </div>`;

/**
 * The simulated identity-check provider's popup (960 x 600): the look of a Korean mobile identity
 * check, without the SMS round trip. Plain HTML with no script, as an outside provider's page would be;
 * its stylesheet carries the answer's CSP nonce.
 */
export function simulatorPage(
  nonce: string,
  values: Partial<SimulatorForm> = {},
  errors: Partial<Record<keyof SimulatorForm, string>> = {},
): string {
  const v = (key: 'name' | 'birthDate' | 'mobile') => escapeHtml(values[key] ?? '');
  const carrierOptions = Object.entries(CARRIERS)
    .map(([value, label]) => `<option value="${value}"${values.carrier === value ? ' selected' : ''}>${label}</option>`)
    .join('');
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>휴대폰 본인확인</title>
<style nonce="${nonce}">
body{margin:0;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;background:#f2f4f7;color:#1d2939}
header{background:#1849a9;color:#fff;padding:14px 24px;display:flex;justify-content:space-between;align-items:center}
header h1{font-size:18px;margin:0}header span{font-size:12px;opacity:.85}
main{max-width:520px;margin:24px auto;background:#fff;border:1px solid #d0d5dd;border-radius:8px;padding:24px 28px}
.notice{font-size:13px;background:#fffaeb;border:1px solid #fedf89;padding:8px 12px;border-radius:6px;margin:0 0 16px}
.field{margin-bottom:14px}label{display:block;font-size:14px;font-weight:600;margin-bottom:6px}
input[type=text],input[type=tel],select{width:100%;box-sizing:border-box;padding:9px 10px;font-size:15px;border:1px solid #98a2b3;border-radius:6px}
.invalid input,.invalid select{border-color:#d92d20}.error{color:#d92d20;font-size:13px;margin:4px 0 0}
.agree{font-size:14px}.buttons{display:flex;gap:8px;margin-top:20px}
button{flex:1;padding:11px;font-size:16px;border-radius:6px;border:1px solid #98a2b3;background:#fff;cursor:pointer}
button.primary{background:#1849a9;border-color:#1849a9;color:#fff;font-weight:700}
</style></head>
<body>
<header><h1>휴대폰 본인확인</h1><span>본인확인 서비스 (개발용 시뮬레이터)</span></header>
<main>
<p class="notice">개발용 시뮬레이터예요. 실제 문자는 보내지 않아요. 휴대폰 번호 ${IDENTITY_CHECK_FAILING_MOBILE.replace(/(\d{3})(\d{4})(\d{4})/, '$1-$2-$3')}은(는) 본인인증에 실패해요.</p>
<form method="post" action="/kmc/simulator" novalidate>
${field('name', '이름', `<input type="text" id="name" name="name" value="${v('name')}" autocomplete="name" maxlength="30">`, errors.name)}
${field('birthDate', '생년월일 (8자리)', `<input type="text" id="birthDate" name="birthDate" value="${v('birthDate')}" inputmode="numeric" placeholder="예: 19900101" maxlength="8">`, errors.birthDate)}
${field('carrier', '통신사', `<select id="carrier" name="carrier"><option value="">통신사 선택</option>${carrierOptions}</select>`, errors.carrier)}
${field('mobile', '휴대폰 번호', `<input type="tel" id="mobile" name="mobile" value="${v('mobile')}" inputmode="numeric" placeholder="예: 01012345678" maxlength="13">`, errors.mobile)}
${field('agree', '약관 동의', `<label class="agree"><input type="checkbox" id="agree" name="agree" value="Y"${values.agree ? ' checked' : ''}> 개인정보 이용 및 본인확인 서비스 이용약관에 동의해요 (필수)</label>`, errors.agree)}
<div class="buttons">
  <button type="submit" name="action" value="cancel" formnovalidate>취소</button>
  <button type="submit" name="action" value="verify" class="primary">인증</button>
</div>
</form>
</main>
</body></html>`;
}

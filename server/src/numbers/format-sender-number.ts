/** 01012345678 -> 010-1234-5678, 0212345678 -> 02-1234-5678, 15881234 -> 1588-1234, for server texts. */
export function formatSenderNumber(digits: string): string {
  if (/^1[568]\d{6}$/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  const area = digits.startsWith('02') ? 2 : 3;
  const rest = digits.slice(area);
  const head = rest.length === 8 ? 4 : 3;
  return `${digits.slice(0, area)}-${rest.slice(0, head)}-${rest.slice(head)}`;
}

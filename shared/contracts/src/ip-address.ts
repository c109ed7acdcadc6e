/**
 * IPv4 and IPv6 addresses and CIDR ranges, checked without Node's `net` so that forms and the
 * server share the same rule.
 */

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export function isIpv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_PART.test(part));
}

const HEXTET = /^[0-9a-fA-F]{1,4}$/;

/** Full, compressed (::) and IPv4-tailed (::ffff:192.0.2.1) forms; no zone ids (%eth0). */
export function isIpv6(value: string): boolean {
  if (value.length > 45 || value.includes(':::')) return false;
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  const all = [...head, ...tail];
  let count = all.length;
  const last = all.at(-1);
  if (last !== undefined && last.includes('.')) {
    if (!isIpv4(last)) return false;
    all.pop();
    count += 1; // an IPv4 tail takes two groups
  }
  if (!all.every((group) => HEXTET.test(group))) return false;
  return halves.length === 2 ? count <= 7 : count === 8;
}

export function isIpAddress(value: string): boolean {
  return isIpv4(value) || isIpv6(value);
}

/** An address, or an address with a prefix length: 203.0.113.0/24, 2001:db8::/32. */
export function isIpOrCidr(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length > 0 || address === undefined) return false;
  if (prefix === undefined) return isIpAddress(address);
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  if (isIpv4(address)) return bits <= 32;
  if (isIpv6(address)) return bits <= 128;
  return false;
}

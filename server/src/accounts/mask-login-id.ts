/**
 * A login id with its middle hidden behind three stars, whatever its length (so the stars tell
 * nothing either): about a third shown at each end, at most 3 characters in front and 4 behind.
 * hanbit_master -> han***ster, saerom -> sa***om, abcd -> a***d.
 */
export function maskLoginId(loginId: string): string {
  const third = Math.floor(loginId.length / 3);
  const head = Math.max(1, Math.min(3, third));
  const tail = Math.max(loginId.length > 2 ? 1 : 0, Math.min(4, third));
  return `${loginId.slice(0, head)}***${tail > 0 ? loginId.slice(-tail) : ''}`;
}

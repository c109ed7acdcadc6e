/** An error rate (0-1) as the status view shows it: "2.5%". */
export function formatRate(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toLocaleString('ko-KR')}%`;
}

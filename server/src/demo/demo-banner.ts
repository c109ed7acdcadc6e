import { DEMO_LOGINS } from './demo-logins';

/** The lines `npm start` shows once the server listens: where to go and whom to log in as. */
export function demoBanner(url: string, devOutbox: boolean): string {
  const width = Math.max(...DEMO_LOGINS.map((login) => login.id.length));
  return [
    '',
    `  콘솔이 실행 중이에요 (console is running): ${url}`,
    `  데모 계정 (demo logins), 비밀번호 ${DEMO_LOGINS[0]!.password}:`,
    ...DEMO_LOGINS.map((login) => `    ${login.id.padEnd(width)}  ${login.description}`),
    ...(devOutbox ? [`  개발용 발신함 (dev outbox, security codes): ${url}/dev/outbox.html`] : []),
    '',
  ].join('\n');
}

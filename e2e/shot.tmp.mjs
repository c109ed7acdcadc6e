import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8191';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
async function session(login) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  await page.goto(base + '/account/login');
  await page.getByLabel('아이디', { exact: true }).fill(login);
  await page.getByLabel('비밀번호', { exact: true }).fill('Console123!');
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL(/console/);
  const guide = page.getByRole('button', { name: '확인했어요' });
  if (await guide.isVisible({ timeout: 3000 }).catch(() => false)) await guide.click();
  return page;
}
const shots = JSON.parse(process.argv[2]);
for (const [login, list] of Object.entries(shots)) {
  const page = await session(login);
  for (const [path, name] of list) {
    await page.goto(base + path);
    await page.waitForTimeout(3500);
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();

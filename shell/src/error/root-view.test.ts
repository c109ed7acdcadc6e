import { forcesFullPageLoad } from './root-view';

describe('forcesFullPageLoad', () => {
  it('forces / and /brand/service/* to a full page load, except on localhost', () => {
    expect(forcesFullPageLoad('/', 'console.example.kr')).toBe(true);
    expect(forcesFullPageLoad('/brand/service/sms', 'console.example.kr')).toBe(true);
    expect(forcesFullPageLoad('/brand/customers', 'console.example.kr')).toBe(false);
    expect(forcesFullPageLoad('/console/dashboard', 'console.example.kr')).toBe(false);
    for (const host of ['localhost', '127.0.0.1', '[::1]']) expect(forcesFullPageLoad('/', host)).toBe(false);
  });
});

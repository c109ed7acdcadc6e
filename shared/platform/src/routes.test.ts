import {
  fillPattern,
  layoutForPath,
  paramsAreValid,
  pathIsGuestOnly,
  pathNeedsLogin,
  teamSeqFromPath,
  toRouterPath,
} from './routes';

describe('route helpers', () => {
  it('turns SPEC patterns into router paths', () => {
    expect(toRouterPath('/console/team/{teamSeq}/send/history/{seq}')).toBe('/console/team/:teamSeq/send/history/:seq');
  });

  it('checks {teamSeq} is an integer and {seq} a positive integer', () => {
    expect(paramsAreValid({ teamSeq: '12' })).toBe(true);
    expect(paramsAreValid({ teamSeq: 'abc' })).toBe(false);
    expect(paramsAreValid({ teamSeq: '1.5' })).toBe(false);
    expect(paramsAreValid({ seq: '3' })).toBe(true);
    expect(paramsAreValid({ seq: '0' })).toBe(false);
    expect(paramsAreValid({ seq: '-4' })).toBe(false);
    expect(paramsAreValid({ teamSeq: '1', seq: 'x' })).toBe(false);
  });

  it.each([
    ['/console/popup/invoice', 'none'],
    ['/account/signup', 'none'],
    ['/common/kmc-receive', 'none'],
    ['/popup/join-mail', 'none'],
    ['/console/dashboard', 'console'],
    ['/account/info/user', 'console'],
    ['/poc/table', 'poc'],
    ['/', 'default'],
    ['/account/login', 'default'],
    ['/brand/customers/notice', 'default'],
    ['/consolex', 'default'],
  ])('lays out %s with the %s layout', (path, layout) => {
    expect(layoutForPath(path)).toBe(layout);
  });

  it('knows which paths need login and which are for guests only', () => {
    expect(pathNeedsLogin('/console/team')).toBe(true);
    expect(pathNeedsLogin('/brand/customers/serviceInquiry/write')).toBe(true);
    expect(pathNeedsLogin('/brand/customers/notice')).toBe(false);
    expect(pathIsGuestOnly('/account/signup')).toBe(true);
    expect(pathIsGuestOnly('/brand/customers/consultingInquiry')).toBe(true);
    expect(pathIsGuestOnly('/account/login')).toBe(false);
  });

  it('reads and fills team-scoped paths', () => {
    expect(teamSeqFromPath('/console/team/7/send/mt')).toBe(7);
    expect(teamSeqFromPath('/console/team/create')).toBeNull();
    expect(fillPattern('/console/team/{teamSeq}/send/mt', { teamSeq: 7 })).toBe('/console/team/7/send/mt');
  });
});

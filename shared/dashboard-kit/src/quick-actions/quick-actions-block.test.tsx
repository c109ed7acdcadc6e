import { screen } from '@testing-library/react';
import type { SessionUser } from '@console/contracts/session';
import type { CurrentTeam } from '@console/platform/team-store';
import { fakeUser, renderWithPlatform } from '@console/testing/fake-platform';
import { QuickActionsBlock } from './quick-actions-block';

const renderBlock = (user: SessionUser, options: { path?: string; team?: CurrentTeam } = {}) =>
  renderWithPlatform(<QuickActionsBlock team={options.team} />, {
    user,
    path: options.path ?? '/console/team/3/dashboard',
  });
const link = (name: string) => screen.getByRole('link', { name });

describe('QuickActionsBlock', () => {
  it('sends a text, an alimtalk or registers a number in the current team', () => {
    renderBlock(fakeUser());
    expect(link('문자 보내기')).toHaveAttribute('href', '/console/team/3/send/mt');
    expect(link('알림톡 보내기')).toHaveAttribute('href', '/console/team/3/send/alimtalk');
    expect(link('발신번호 등록')).toHaveAttribute('href', '/console/team/3/service/callback');
    expect(link('문자 보내기')).not.toHaveAttribute('aria-disabled');
  });

  it('works in the team the host names when none is current', () => {
    renderBlock(fakeUser(), { path: '/console/dashboard', team: { teamSeq: 5, status: 'ACTIVE' } });
    expect(link('문자 보내기')).toHaveAttribute('href', '/console/team/5/send/mt');
  });

  it('leaves number registration to masters and managers', () => {
    renderBlock(fakeUser({ role: 'ROLE_USER' }));
    expect(screen.queryByRole('link', { name: '발신번호 등록' })).not.toBeInTheDocument();
  });

  it.each<[string, SessionUser, CurrentTeam | undefined, string]>([
    ['no team', fakeUser(), { teamSeq: null, status: null }, '팀 스페이스를 고르면'],
    ['a registering team', fakeUser(), { teamSeq: 3, status: 'REG' }, '팀 스페이스를 준비하고 있어요.'],
    ['an unverified business', fakeUser({ verified: false }), undefined, '사업자 인증을 마치면'],
    [
      'a provider without a contract',
      fakeUser({ provider: { approve: 'N', alert: 'Y' } }),
      undefined,
      '계약이 확정되면',
    ],
    ['a withdrawal under review', fakeUser({ role: 'ROLE_MASTER_DWT' }), undefined, '탈퇴 신청을 검토하는 동안'],
  ])('says why it cannot send yet: %s', (_case, user, team, reason) => {
    renderBlock(user, { team });
    expect(screen.getByText(new RegExp(reason))).toBeInTheDocument();
    expect(link('문자 보내기')).toHaveAttribute('aria-disabled', 'true');
  });
});

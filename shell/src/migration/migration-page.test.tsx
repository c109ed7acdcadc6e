import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { MigrationPage } from './migration-page';

const renderPage = (handler?: FakeHandler) =>
  renderWithPlatform(<MigrationPage />, {
    path: '/account/migration/bizplus',
    routePath: '/account/migration/bizplus',
    defaultNS: 'shell',
    user: null,
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: {
      'POST /api/account/migration/bizplus':
        handler ??
        (() => ({ loginId: 'oldshop_kim', businessName: '(주)오래된상사', teamName: '기본팀', contactCount: 1204 })),
    },
  });

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '계정 이전하기' }));

describe('MigrationPage', () => {
  it('asks for the old id and password in place, and checks a new id against the rules', async () => {
    const { platform } = renderPage();
    fill('새 아이디 (선택)', '9bad');
    submit();
    expect(await screen.findByText('기존 서비스 아이디를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('기존 서비스 비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText(/아이디는 영문 소문자로 시작하는/)).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(0);
  });

  it('moves the account and shows what moved, then offers the login', async () => {
    const { platform } = renderPage();
    fill('비즈플러스 아이디', 'oldshop_kim');
    fill('비즈플러스 비밀번호', 'Legacy123!');
    submit();
    const result = await screen.findByTestId('migration-result');
    expect(within(result).getByText('(주)오래된상사')).toBeInTheDocument();
    expect(within(result).getByText('1,204명')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute(
      'href',
      '/account/login?returnUrl=%2Fconsole%2Fdashboard',
    );
    expect(platform.api.calls[0]?.body).toEqual({
      legacyId: 'oldshop_kim',
      legacyPassword: 'Legacy123!',
      newLoginId: '',
    });
  });

  it('shows wrong credentials and a second attempt above the form, a taken new id under its field', async () => {
    let answer: ApiError = new ApiError(
      400,
      'Bad Request',
      '기존 서비스의 아이디 또는 비밀번호가 올바르지 않아요.',
      4000,
      [{ field: 'legacyPassword', message: '기존 서비스의 아이디 또는 비밀번호가 올바르지 않아요.' }],
    );
    renderPage(() => {
      throw answer;
    });
    fill('비즈플러스 아이디', 'oldshop_kim');
    fill('비즈플러스 비밀번호', 'nope');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('기존 서비스의 아이디 또는 비밀번호가 올바르지 않아요.');

    answer = new ApiError(409, 'Conflict', '이미 이전한 계정이에요.', 4090);
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('이미 이전한 계정이에요.'));

    answer = new ApiError(409, 'Conflict', '이미 사용 중인 아이디예요.', 4090, [
      { field: 'newLoginId', message: '이미 사용 중인 아이디예요. 다른 아이디를 입력해 주세요.' },
    ]);
    fill('새 아이디 (선택)', 'hanbit_master');
    submit();
    expect(await screen.findByText('이미 사용 중인 아이디예요. 다른 아이디를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('새 아이디 (선택)')).toHaveAttribute('aria-invalid', 'true');
  });
});

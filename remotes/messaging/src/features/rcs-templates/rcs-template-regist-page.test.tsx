import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { brandOf, detailOf } from './rcs-fixtures';
import { RcsTemplateRegistPage } from './rcs-template-regist-page';

function renderPage(handlers: Record<string, FakeHandler> = {}) {
  return renderWithPlatform(<RcsTemplateRegistPage />, {
    path: '/console/team/1/rcs/template/regist',
    routePath: '/console/team/:teamSeq/rcs/template/regist',
    teamSeq: 1,
    defaultNS: 'messaging',
    resources: { ko: { messaging: ko }, en: { messaging: en } },
    handlers: { 'GET /api/team/rcs/brand': () => brandOf(), ...handlers },
  });
}
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('RcsTemplateRegistPage', () => {
  it('explains the limits, counts characters live and shows the body in the phone preview', async () => {
    renderPage();
    expect(await screen.findByRole('radio', { name: '텍스트: 내용 90자, 버튼 1개까지' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /이미지: 내용 500자, 카드 6장까지/ })).toBeInTheDocument();
    expect(screen.getByTestId('rcs-body-count')).toHaveTextContent('0 / 90자');
    type('내용', '#{name}님 안녕하세요');
    expect(screen.getByTestId('rcs-body-count')).toHaveTextContent('14 / 90자');
    expect(screen.getByText('변수: #{name}')).toBeInTheDocument();
    const preview = screen.getByRole('figure', { name: '미리 보기' });
    expect(within(preview).getByText('한빛커머스')).toBeInTheDocument();
    expect(within(preview).getByText('#{name}')).toBeInTheDocument();
    type('내용', '가'.repeat(95));
    expect(screen.getByTestId('rcs-body-count')).toHaveTextContent('95 / 90자 · 5자 넘었어요');
    fireEvent.click(screen.getByRole('radio', { name: /이미지: 내용 500자/ }));
    expect(screen.getByTestId('rcs-body-count')).toHaveTextContent('95 / 500자');
    expect(await screen.findByRole('region', { name: '카드 1' })).toBeInTheDocument();
  });

  it('shows every problem in place from the shared schema and sends nothing', async () => {
    const { platform } = renderPage();
    await screen.findByRole('textbox', { name: '템플릿 이름' });
    type('내용', '가'.repeat(91));
    fireEvent.click(screen.getByRole('button', { name: '버튼 추가' }));
    expect(screen.getByText('버튼을 1개 모두 넣었어요.')).toBeInTheDocument();
    type('버튼 1 이름', '가'.repeat(18));
    type('버튼 1 연결 URL', 'shop.example.kr');
    fireEvent.click(screen.getByRole('button', { name: '심사 신청' }));
    expect(await screen.findByText('템플릿 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('텍스트 템플릿 내용은 90자까지 쓸 수 있어요. 지금 91자예요.')).toBeInTheDocument();
    expect(screen.getByText('버튼 이름은 17자까지 쓸 수 있어요.')).toBeInTheDocument();
    expect(screen.getByText('http:// 또는 https://로 시작하는 올바른 URL을 입력해 주세요.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /이미지: 내용 500자/ }));
    fireEvent.click(screen.getByRole('button', { name: '심사 신청' }));
    expect(await screen.findByText('카드 이미지를 올려 주세요.')).toBeInTheDocument();
    expect(platform.api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends a valid text template and places a server field error on its field', async () => {
    let sent: unknown;
    let attempts = 0;
    renderPage({
      'POST /api/team/rcs/templates': ({ body }) => {
        attempts += 1;
        if (attempts === 1)
          throw new ApiError(409, 'Conflict', '이 팀에 같은 이름의 템플릿이 있어요. 다른 이름을 써 주세요.', 4090, [
            { field: 'name', message: '이 팀에 같은 이름의 템플릿이 있어요. 다른 이름을 써 주세요.' },
          ]);
        sent = body;
        return detailOf({ seq: 31, status: 'REVIEW' });
      },
    });
    await screen.findByRole('textbox', { name: '템플릿 이름' });
    type('템플릿 이름', '적립금 안내');
    type('내용', '#{name}님, 적립금이 들어왔어요.');
    fireEvent.click(screen.getByRole('button', { name: '버튼 추가' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '버튼 1 종류' }));
    fireEvent.click(await screen.findByRole('option', { name: '전화 걸기' }));
    type('버튼 1 이름', '상담원 연결');
    type('버튼 1 전화번호', '1588-1234');
    fireEvent.click(screen.getByRole('button', { name: '심사 신청' }));
    expect(await screen.findByText('이 팀에 같은 이름의 템플릿이 있어요. 다른 이름을 써 주세요.')).toBeInTheDocument();
    type('템플릿 이름', '적립금 안내 2');
    fireEvent.click(screen.getByRole('button', { name: '심사 신청' }));
    await waitFor(() =>
      expect(sent).toEqual({
        name: '적립금 안내 2',
        kind: 'TEXT',
        body: '#{name}님, 적립금이 들어왔어요.',
        buttons: [{ kind: 'DIAL', label: '상담원 연결', value: '1588-1234' }],
        cards: [],
      }),
    );
  });

  it('asks for an approved brand first', async () => {
    renderPage({ 'GET /api/team/rcs/brand': () => brandOf({ status: 'REVIEW' }) });
    expect(await screen.findByText(/브랜드가 승인된 뒤에 등록할 수 있어요/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '템플릿 이름' })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { pageOf } from '@console/testing/fake-platform';
import { renderTeamScreen } from '../../test-support/render-team-screen';
import { SdkPage } from './sdk-page';
import { sendExamples } from './send-examples';

const KEY = {
  keySeq: 1,
  teamSeq: 1,
  name: '주문 시스템',
  prefix: 'ck_live_Ab3x',
  allowedIps: ['203.0.113.10'],
  callbackUrl: null,
  status: 'ACTIVE',
  createdBy: '김한빛',
  createdAt: '',
  lastUsedAt: null,
  revokedAt: null,
};

function renderPage(keys: unknown[] = [KEY]) {
  return renderTeamScreen(<SdkPage />, {
    path: '/console/team/1/sdk',
    routePath: '/console/team/:teamSeq/sdk',
    handlers: {
      'GET /api/teams/1': () => ({
        teamSeq: 1,
        name: '마케팅팀',
        description: '',
        status: 'ACTIVE',
        memberCount: 4,
        createdAt: '',
        readyAt: null,
        myTeamRole: 'ADMIN',
        activeApiKeyCount: keys.length,
      }),
      'GET /api/teams/1/api-keys': () => pageOf(keys),
    },
  });
}

describe('SdkPage', () => {
  it('points to the full API documentation', async () => {
    renderPage();
    expect(screen.getByTestId('sdk-docs')).toHaveTextContent(
      'MMS 이미지, RCS, 발송 결과 조회, 결과 콜백까지 전체 API는 API 문서(OpenAPI)에 있어요.',
    );
    expect(screen.getByRole('link', { name: 'API 문서 열기' })).toHaveAttribute('href', '/docs');
    expect(await screen.findByText('ck_live_Ab3x••••••••')).toBeInTheDocument();
  });

  it('shows copy-ready examples in curl, Node, Java and Python with the key prefix as placeholder', async () => {
    const { platform } = renderPage();
    await screen.findByText('ck_live_Ab3x••••••••');
    expect(platform.api.calls.find((c) => c.url === '/api/teams/1/api-keys')?.params).toEqual({
      page: 1,
      size: 5,
      status: 'ACTIVE',
    });
    const example = () => screen.getByLabelText(/예제$/).textContent ?? '';
    expect(example()).toContain("curl -X POST 'http://localhost/api/public/v1/send-requests'");
    expect(example()).toContain('Idempotency-Key: order-20261122-0001');
    expect(example()).toContain('Authorization: Bearer ck_live_Ab3x...발급받은_키_전체');
    for (const [tab, text] of [
      ['Node.js', 'await fetch('],
      ['Java', 'HttpRequest.newBuilder'],
      ['Python', 'requests.post('],
    ] as const) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      expect(example()).toContain(text);
      expect(example()).toContain('ck_live_Ab3x...발급받은_키_전체');
    }
    expect(example()).toContain('[한빛커머스] 주문하신 상품이 출발했어요.');
    expect(screen.getByRole('button', { name: '예제 복사' })).toBeInTheDocument();
  });

  it('without keys, points to where keys are made', async () => {
    renderPage([]);
    expect(
      await screen.findByText('사용 중인 키가 없어요. 연동 시스템에서 키를 먼저 만들어 주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API 키 관리' })).toHaveAttribute('href', '/console/team/1/linked/list');
    expect(screen.getByLabelText(/예제$/).textContent).toContain('Bearer ck_live_...발급받은_키_전체');
  });
});

describe('sendExamples', () => {
  it('every language sends the same JSON body to the same URL with the bearer key', () => {
    const examples = sendExamples('https://console.example.kr', 'KEY', '주문하신 상품이 출발했어요.');
    for (const code of Object.values(examples)) {
      expect(code).toContain('https://console.example.kr/api/public/v1/send-requests');
      expect(code).toContain('order-20261122-0001');
      expect(code).toContain('KEY');
      expect(code).toMatch(/01012345678/);
    }
    expect(JSON.parse(/-d '(.*)'$/m.exec(examples.curl)![1]!)).toEqual({
      recipients: [{ phone: '01012345678' }],
      body: '주문하신 상품이 출발했어요.',
      senderNumber: '15881234',
    });
    expect(examples.python).toContain('"body": "주문하신 상품이 출발했어요."');
  });
});

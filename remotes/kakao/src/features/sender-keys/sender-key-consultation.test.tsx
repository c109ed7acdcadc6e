import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConsultationOverview } from '@console/contracts/consultation';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { profileDetailOf } from './sender-key-fixtures';
import { SenderKeyConsultation } from './sender-key-consultation';

jest.setTimeout(20_000);

const SESSIONS_URL = 'GET /api/team/kakao/sender-profiles/11/consultation/sessions';
const overviewOf = (enabled: boolean): ConsultationOverview => ({
  senderProfileSeq: 11,
  enabled,
  enabledAt: enabled ? '2026-11-20T01:00:00.000Z' : null,
  sessions: enabled
    ? [
        {
          seq: 5,
          userKey: 'kU****mo',
          state: 'OPEN',
          openedAt: '2026-11-21T01:00:00.000Z',
          firstResponseAt: '2026-11-21T01:03:20.000Z',
          lastMessageAt: '2026-11-21T01:05:00.000Z',
          closedAt: null,
          closedBy: null,
          inbound: 3,
          outbound: 2,
        },
        {
          seq: 4,
          userKey: 'zQ****mo',
          state: 'CLOSED',
          openedAt: '2026-11-19T01:00:00.000Z',
          firstResponseAt: null,
          lastMessageAt: '2026-11-19T01:00:00.000Z',
          closedAt: '2026-11-20T01:00:00.000Z',
          closedBy: 'TIMEOUT',
          inbound: 1,
          outbound: 0,
        },
      ]
    : [],
});

function renderSection(status: 'ACTIVE' | 'DORMANT', handlers: Record<string, FakeHandler>) {
  return renderWithPlatform(<SenderKeyConsultation profile={profileDetailOf({ status })} />, {
    path: '/console/team/3/kakao/sender-key/11',
    routePath: '/console/team/:teamSeq/kakao/sender-key/:seq',
    teamSeq: 3,
    defaultNS: 'kakao',
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    handlers,
  });
}

describe('SenderKeyConsultation', () => {
  it('turns consultation talk on and lists the recent sessions with masked user keys', async () => {
    let enabled = false;
    const { platform } = renderSection('ACTIVE', {
      [SESSIONS_URL]: () => overviewOf(enabled),
      'PUT /api/team/kakao/sender-profiles/11/consultation': ({ body }) => {
        enabled = (body as { enabled: boolean }).enabled;
        return { senderProfileSeq: 11, enabled, enabledAt: '2026-11-20T01:00:00.000Z' };
      },
    });
    const section = await screen.findByRole('region', { name: '상담톡' });
    expect(await within(section).findByText('아직 상담 세션이 없어요.')).toBeVisible();
    const toggle = within(section).getByRole('switch', { name: '상담톡 사용' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(within(section).getByRole('switch', { name: '상담톡 사용' })).toBeChecked());
    expect(platform.api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ enabled: true });
    const rows = within(await within(section).findByRole('table', { name: '최근 상담 세션' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/kU\*\*\*\*mo.*진행 중.*3분 20초.*받음 3 · 보냄 2/);
    expect(rows[2]).toHaveTextContent(/zQ\*\*\*\*mo.*종료 \(24시간 무응답\).*미응답.*받음 1 · 보냄 0/);
    expect(within(section).getByText(/부터 사용 중이에요/)).toBeVisible();
  });

  it("shows the server's refusal in place and keeps a non-active profile from turning it on", async () => {
    renderSection('ACTIVE', {
      [SESSIONS_URL]: () => overviewOf(false),
      'PUT /api/team/kakao/sender-profiles/11/consultation': () => {
        throw new ApiError(409, 'Conflict', '정상 상태의 발신 프로필만 상담톡을 켤 수 있어요.');
      },
    });
    fireEvent.click(await screen.findByRole('switch', { name: '상담톡 사용' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('정상 상태의 발신 프로필만 상담톡을 켤 수 있어요.');
  });

  it('disables the switch of a dormant profile that has it off', async () => {
    renderSection('DORMANT', { [SESSIONS_URL]: () => overviewOf(false) });
    expect(await screen.findByRole('switch', { name: '상담톡 사용' })).toBeDisabled();
    expect(screen.getByText('정상 상태의 발신 프로필만 상담톡을 켤 수 있어요.')).toBeVisible();
  });
});

import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { NotificationBell } from './notification-bell';

const render = (count: number, user?: null) =>
  renderWithPlatform(<NotificationBell />, {
    defaultNS: 'shell',
    resources: { ko: { shell: ko }, en: { shell: en } },
    user,
    handlers: { 'GET /api/notifications/unread-count': () => ({ count }) },
  });

describe('NotificationBell', () => {
  it('shows the unread count and links to the notification list', async () => {
    render(3);
    const bell = await screen.findByRole('link', { name: '안 읽은 알림 3' });
    expect(bell).toHaveAttribute('href', '/console/notification');
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
  });

  it('caps the badge at 99+', async () => {
    render(150);
    await screen.findByRole('link', { name: '안 읽은 알림 99+ (모두 150개)' });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('99+');
  });

  it('has no number when everything is read, and asks nothing when logged out', async () => {
    const { platform } = render(0);
    expect(await screen.findByRole('link', { name: '알림' })).toBeInTheDocument();
    const loggedOut = render(5, null);
    expect(loggedOut.platform.api.calls).toHaveLength(0);
    expect(platform.api.calls).toHaveLength(1);
  });
});

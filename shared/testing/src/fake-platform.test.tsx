import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useApi, useSession } from '@console/platform/hooks';
import { ApiError, fakeUser, renderWithPlatform } from './fake-platform';

function Probe() {
  const api = useApi();
  const name = useSession((s) => s.user?.name);
  const query = useQuery({ queryKey: ['probe'], queryFn: () => api.get<{ value: string }>('/api/probe') });
  if (query.isError) return <p>failed: {(query.error as ApiError).message}</p>;
  return (
    <p>
      {name}: {query.data?.value ?? '...'}
    </p>
  );
}

describe('renderWithPlatform', () => {
  it('answers api calls from handlers and provides the session', async () => {
    const { platform } = renderWithPlatform(<Probe />, {
      user: fakeUser({ name: '테스트' }),
      handlers: { 'GET /api/probe': () => ({ value: '값' }) },
    });
    expect(await screen.findByText('테스트: 값')).toBeInTheDocument();
    expect(platform.api.calls).toEqual([{ method: 'GET', url: '/api/probe', params: undefined, body: undefined }]);
  });

  it('lets handlers answer errors', async () => {
    renderWithPlatform(<Probe />, {
      handlers: {
        'GET /api/probe': () => {
          throw new ApiError(400, 'Bad Request', '잘못된 요청');
        },
      },
    });
    expect(await screen.findByText('failed: 잘못된 요청')).toBeInTheDocument();
  });
});

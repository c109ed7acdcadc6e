import { screen, waitFor } from '@testing-library/react';
import { createFakePlatform, pageOf, renderWithPlatform } from '@console/testing/fake-platform';
import { useTeams } from './use-teams';

function TeamNames() {
  const teams = useTeams();
  return <p>{teams.data?.items.map((team) => team.name).join(', ') ?? 'loading'}</p>;
}

describe('useTeams', () => {
  it('fetches the team spaces again when a remote says it changed them', async () => {
    const teams = [
      {
        teamSeq: 1,
        name: '마케팅팀',
        description: '',
        status: 'ACTIVE',
        memberCount: 3,
        createdAt: '2026-11-01T00:00:00.000Z',
        readyAt: null,
      },
    ];
    const platform = createFakePlatform({ handlers: { 'GET /api/teams': () => pageOf(teams, 1, 100) } });
    renderWithPlatform(<TeamNames />, { platform });
    expect(await screen.findByText('마케팅팀')).toBeInTheDocument();

    teams.push({ ...teams[0]!, teamSeq: 7, name: '물류팀', status: 'REG' });
    platform.events.emit('teams-changed', { teamSeq: 7 });
    await waitFor(() => expect(screen.getByText('마케팅팀, 물류팀')).toBeInTheDocument());
    expect(platform.api.calls.filter((call) => call.url === '/api/teams')).toHaveLength(2);
  });
});

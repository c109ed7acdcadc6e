import fp from 'fastify-plugin';
import { createTeamsRepository, type TeamsRepository } from '../../teams/teams-repository';

declare module 'fastify' {
  interface FastifyInstance {
    teams: TeamsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('teams', createTeamsRepository(app.db));
  },
  { name: 'teams', dependencies: ['database'] },
);

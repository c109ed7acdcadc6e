import fp from 'fastify-plugin';
import { createApiKeysRepository, type ApiKeysRepository } from '../../api-keys/api-keys-repository';
import { createInvitationAcceptance, type InvitationAcceptance } from '../../invitations/invitation-acceptance';
import { createInvitationsRepository, type InvitationsRepository } from '../../invitations/invitations-repository';
import {
  createBusinessMembersRepository,
  type BusinessMembersRepository,
} from '../../members/business-members-repository';
import { createTeamAdminRepository, type TeamAdminRepository } from '../../teams/team-admin-repository';
import { createTeamMembersRepository, type TeamMembersRepository } from '../../teams/team-members-repository';

declare module 'fastify' {
  interface FastifyInstance {
    teamAdmin: TeamAdminRepository;
    teamMembers: TeamMembersRepository;
    businessMembers: BusinessMembersRepository;
    invitations: InvitationsRepository;
    invitationAcceptance: InvitationAcceptance;
    apiKeys: ApiKeysRepository;
    /** REG -> ACTIVE delay of a newly created team (TEAM_PROVISION_SECONDS). */
    teamProvisionSeconds: number;
  }
}

/** Teams, their members, the business's members, invitations and API keys. */
export default fp<{ teamProvisionSeconds: number }>(
  async (app, options) => {
    app.decorate('teamAdmin', createTeamAdminRepository(app.db));
    app.decorate('teamMembers', createTeamMembersRepository(app.db));
    app.decorate('businessMembers', createBusinessMembersRepository(app.db));
    app.decorate('invitations', createInvitationsRepository(app.db));
    app.decorate('invitationAcceptance', createInvitationAcceptance(app.db));
    app.decorate('apiKeys', createApiKeysRepository(app.db));
    app.decorate('teamProvisionSeconds', options.teamProvisionSeconds);
  },
  { name: 'team-admin', dependencies: ['database'] },
);

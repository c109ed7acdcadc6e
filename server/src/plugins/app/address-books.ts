import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TEAM_REGISTRATION_MAX_MINUTES } from '@console/contracts/timings';
import {
  createAddressGroupsRepository,
  type AddressGroupsRepository,
} from '../../address-books/address-groups-repository';
import { createContactsRepository, type ContactsRepository } from '../../address-books/contacts-repository';
import { conflict } from '../../http/api-error';

declare module 'fastify' {
  interface FastifyInstance {
    addressGroups: AddressGroupsRepository;
    contacts: ContactsRepository;
    /** preHandlers of every address-book change: an account asking to withdraw only reads (455); a REG team waits (409). */
    addressBookWriter: preHandlerAsyncHookHandler[];
  }
}

/** Address books: every member of a team reads and manages them, like sending. */
export default fp(
  async (app) => {
    app.decorate('addressGroups', createAddressGroupsRepository(app.db));
    app.decorate('contacts', createContactsRepository(app.db));
    const activeTeam = async (request: FastifyRequest) => {
      if (request.team?.status === 'REG') {
        throw conflict(
          `팀 스페이스를 준비하고 있어요. 최대 ${TEAM_REGISTRATION_MAX_MINUTES}분 뒤 준비가 끝나면 주소록을 쓸 수 있어요.`,
        );
      }
    };
    app.decorate('addressBookWriter', [app.authenticate, app.refuseWithdrawn, app.requireTeam, activeTeam]);
  },
  { name: 'address-books', dependencies: ['database', 'auth-guard', 'account-services'] },
);

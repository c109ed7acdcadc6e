import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddressGroupInput } from '@console/contracts/address-books';
import { ok } from '../../../http/envelope';
import { teamOf } from '../../../http/request-auth';
import { GroupParams } from '@console/contracts/address-books';

/** Groups of the Curr-Team-Seq team's address book: the whole list, create, rename, delete. */
const addressBookGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = [app.authenticate, app.requireTeam];

  app.get('/api/team/address-books/groups', { preValidation: reader }, async (request) =>
    ok(await app.addressGroups.list(teamOf(request).teamSeq)),
  );

  app.post(
    '/api/team/address-books/groups',
    { schema: { body: AddressGroupInput }, preValidation: app.addressBookWriter },
    async (request) => {
      const input = request.body;
      return ok(await app.addressGroups.create(teamOf(request).teamSeq, input));
    },
  );

  app.put(
    '/api/team/address-books/groups/:groupSeq',
    { schema: { params: GroupParams, body: AddressGroupInput }, preValidation: app.addressBookWriter },
    async (request) => {
      const { groupSeq } = request.params;
      const input = request.body;
      return ok(await app.addressGroups.update(teamOf(request).teamSeq, groupSeq, input));
    },
  );

  app.delete(
    '/api/team/address-books/groups/:groupSeq',
    { schema: { params: GroupParams }, preValidation: app.addressBookWriter },
    async (request) => {
      const { groupSeq } = request.params;
      await app.addressGroups.remove(teamOf(request).teamSeq, groupSeq);
      return ok(null);
    },
  );
};
export default addressBookGroupRoutes;
export { GroupParams };

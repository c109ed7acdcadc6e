import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AddressGroupInput } from '@console/contracts/address-books';
import { ok } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';

const GroupParams = z.object({ groupSeq: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Groups of the Curr-Team-Seq team's address book: the whole list, create, rename, delete. */
const addressBookGroupRoutes: FastifyPluginAsync = async (app) => {
  const reader = [app.authenticate, app.requireTeam];

  app.get('/api/team/address-books/groups', { preHandler: reader }, async (request) =>
    ok(await app.addressGroups.list(request.team!.teamSeq)),
  );

  app.post('/api/team/address-books/groups', { preHandler: app.addressBookWriter }, async (request) => {
    const input = parseInput(AddressGroupInput, request.body);
    return ok(await app.addressGroups.create(request.team!.teamSeq, input));
  });

  app.put('/api/team/address-books/groups/:groupSeq', { preHandler: app.addressBookWriter }, async (request) => {
    const { groupSeq } = parseInput(GroupParams, request.params);
    const input = parseInput(AddressGroupInput, request.body);
    return ok(await app.addressGroups.update(request.team!.teamSeq, groupSeq, input));
  });

  app.delete('/api/team/address-books/groups/:groupSeq', { preHandler: app.addressBookWriter }, async (request) => {
    const { groupSeq } = parseInput(GroupParams, request.params);
    await app.addressGroups.remove(request.team!.teamSeq, groupSeq);
    return ok(null);
  });
};
export default addressBookGroupRoutes;
export { GroupParams };

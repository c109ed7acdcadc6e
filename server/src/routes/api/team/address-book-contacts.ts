import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ContactBulkDelete, ContactInput, ContactQuery, normalizeContactPhone } from '@console/contracts/address-books';
import { invalidField } from '../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';
import { GROUP_NOT_FOUND } from '../../../address-books/address-groups-repository';
import type { ContactValues } from '../../../address-books/contacts-repository';

const ContactParams = z.object({ seq: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Contacts of the Curr-Team-Seq team: paged search, add, edit, delete one or many. */
const addressBookContactRoutes: FastifyPluginAsync = async (app) => {
  /** The body as stored values; the group must be the team's (400 on groupSeq otherwise). */
  const valuesOf = async (teamSeq: number, body: unknown): Promise<ContactValues> => {
    const input = parseInput(ContactInput, body);
    await app.addressGroups.find(teamSeq, input.groupSeq).catch(() => {
      throw invalidField('groupSeq', GROUP_NOT_FOUND);
    });
    return { ...input, phone: normalizeContactPhone(input.phone)! };
  };

  app.get('/api/team/address-books/contacts', { preHandler: [app.authenticate, app.requireTeam] }, async (request) => {
    const query = parseInput(ContactQuery, request.query);
    const { items, total } = await app.contacts.list(request.team!.teamSeq, {
      q: query.q,
      groupSeq: query.groupSeq,
      ...pageWindow(query),
    });
    return ok(pageOf(items, query, total));
  });

  app.post('/api/team/address-books/contacts', { preHandler: app.addressBookWriter }, async (request) => {
    const teamSeq = request.team!.teamSeq;
    return ok(await app.contacts.create(teamSeq, await valuesOf(teamSeq, request.body)));
  });

  app.put('/api/team/address-books/contacts/:seq', { preHandler: app.addressBookWriter }, async (request) => {
    const { seq } = parseInput(ContactParams, request.params);
    const teamSeq = request.team!.teamSeq;
    return ok(await app.contacts.update(teamSeq, seq, await valuesOf(teamSeq, request.body)));
  });

  // Bulk delete is a POST with the seqs in the body (DELETE bodies are dropped by some proxies).
  app.post('/api/team/address-books/contacts/delete', { preHandler: app.addressBookWriter }, async (request) => {
    const { seqs } = parseInput(ContactBulkDelete, request.body);
    return ok({ deleted: await app.contacts.remove(request.team!.teamSeq, seqs) });
  });
};
export default addressBookContactRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContactBulkDelete,
  ContactInput,
  ContactQuery,
  normalizeContactEmail,
  normalizeContactPhone,
} from '@console/contracts/address-books';
import { invalidField } from '../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { GROUP_NOT_FOUND } from '../../../address-books/address-groups-repository';
import type { ContactValues } from '../../../address-books/contacts-repository';
import { teamOf } from '../../../http/request-auth';

const ContactParams = z.object({ seq: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Contacts of the Curr-Team-Seq team: paged search, add, edit, delete one or many. */
const addressBookContactRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The body as stored values; the group must be the team's (400 on groupSeq otherwise). */
  const valuesOf = async (teamSeq: number, input: z.output<typeof ContactInput>): Promise<ContactValues> => {
    await app.addressGroups.find(teamSeq, input.groupSeq).catch(() => {
      throw invalidField('groupSeq', GROUP_NOT_FOUND);
    });
    return { ...input, phone: normalizeContactPhone(input.phone)!, email: normalizeContactEmail(input.email) ?? null };
  };

  app.get(
    '/api/team/address-books/contacts',
    { schema: { querystring: ContactQuery }, preValidation: [app.authenticate, app.requireTeam] },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.contacts.list(teamOf(request).teamSeq, {
        q: query.q,
        groupSeq: query.groupSeq,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );

  app.post(
    '/api/team/address-books/contacts',
    { schema: { body: ContactInput }, preValidation: app.addressBookWriter },
    async (request) => {
      const teamSeq = teamOf(request).teamSeq;
      return ok(await app.contacts.create(teamSeq, await valuesOf(teamSeq, request.body)));
    },
  );

  app.put(
    '/api/team/address-books/contacts/:seq',
    { schema: { params: ContactParams, body: ContactInput }, preValidation: app.addressBookWriter },
    async (request) => {
      const { seq } = request.params;
      const teamSeq = teamOf(request).teamSeq;
      return ok(await app.contacts.update(teamSeq, seq, await valuesOf(teamSeq, request.body)));
    },
  );

  // Bulk delete is a POST with the seqs in the body (DELETE bodies are dropped by some proxies).
  app.post(
    '/api/team/address-books/contacts/delete',
    { schema: { body: ContactBulkDelete }, preValidation: app.addressBookWriter },
    async (request) => {
      const { seqs } = request.body;
      return ok({ deleted: await app.contacts.remove(teamOf(request).teamSeq, seqs) });
    },
  );
};
export default addressBookContactRoutes;

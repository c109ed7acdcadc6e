import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Contact, ImportRowError } from '@console/contracts/address-books';
import { notFound } from '../../../http/api-error';
import { seoulDateStamp, sendCsv, sendCsvStream, type CsvColumn } from '../../../http/csv-export';
import { GroupParams } from '@console/contracts/address-books';
import { teamOf } from '../../../http/request-auth';

const ImportParams = z.object({ importSeq: z.coerce.number().int().min(1).max(2_147_483_647) });

const ERROR_COLUMNS: CsvColumn<ImportRowError>[] = [
  { header: '행 번호', value: (r) => r.row },
  { header: '사유', value: (r) => r.reason },
];

/** Contacts columns, then one column per custom field key the group uses (first seen first). */
function contactColumns(keys: string[]): CsvColumn<Contact>[] {
  return [
    { header: '이름', value: (c) => c.name },
    { header: '전화번호', value: (c) => c.phone },
    { header: '이메일', value: (c) => c.email ?? '' },
    ...keys.map((key) => ({ header: key, value: (c: Contact) => c.fields.find((f) => f.key === key)?.value ?? '' })),
    { header: '메모', value: (c) => c.memo },
  ];
}

/** A group as CSV (it imports back as it is), and the error report of an import. */
const addressBookExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = [app.authenticate, app.requireTeam];

  app.get(
    '/api/team/address-books/:groupSeq/export',
    { schema: { params: GroupParams }, preValidation: reader },
    async (request, reply) => {
      const { groupSeq } = request.params;
      const teamSeq = teamOf(request).teamSeq;
      const group = await app.addressGroups.find(teamSeq, groupSeq);
      const keys = await app.contacts.groupFieldKeys(teamSeq, groupSeq);
      const contacts = app.contacts.groupChunks(teamSeq, groupSeq, Number.POSITIVE_INFINITY);
      return sendCsvStream(reply, `주소록_${group.name}_${seoulDateStamp()}.csv`, contactColumns(keys), contacts);
    },
  );

  app.get(
    '/api/team/address-books/imports/:importSeq/errors',
    { schema: { params: ImportParams }, preValidation: reader },
    async (request, reply) => {
      const { importSeq } = request.params;
      const [record] = await app.db.query<{ errors: ImportRowError[]; file_name: string }>(
        'SELECT errors, file_name FROM contact_imports WHERE team_seq = $1 AND seq = $2',
        [teamOf(request).teamSeq, importSeq],
      );
      if (!record) throw notFound('가져오기 기록을 찾을 수 없어요.');
      const base = record.file_name.replace(/\.[^.]*$/, '');
      return sendCsv(reply, `가져오기_오류_${base}_${seoulDateStamp()}.csv`, ERROR_COLUMNS, record.errors);
    },
  );
};
export default addressBookExportRoutes;

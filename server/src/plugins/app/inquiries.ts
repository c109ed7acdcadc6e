import fp from 'fastify-plugin';
import { createInquiriesRepository, type InquiriesRepository } from '../../inquiries/inquiries-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** 1:1 service inquiries, their threads (questions, follow-ups, answers) and attachments. */
    inquiries: InquiriesRepository;
  }
}

/** The inquiries module: users ask, operators answer (routes/api/inquiries.ts, routes/admin/inquiries.ts). */
export default fp(
  async (app) => {
    app.decorate('inquiries', createInquiriesRepository(app.db));
  },
  { name: 'inquiries', dependencies: ['database'] },
);

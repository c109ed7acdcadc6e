import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isRcsChatRoomNumber,
  RCS_LOGO_REQUIRED,
  RCS_MOBILE_NUMBER_REFUSED,
  RcsBrandFields,
  RcsChatRoomBind,
} from '@console/contracts/rcs';
import { isUniqueViolation } from '../../../db/unique-violation';
import { ApiError, conflict, invalidField, notFound } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';
import { authOf, teamOf } from '../../../http/request-auth';
import { readRcsUpload } from '../../../rcs/read-rcs-image';
import { queueRcsReview } from '../../../rcs/rcs-review';
import { ResultCode } from '@console/contracts/api-envelope';
import { RcsSeqParams } from '@console/contracts/rcs';

const NO_BRAND = '먼저 RCS 브랜드를 등록해 주세요.';

/**
 * The team's RCS brand (one per team, reviewed), the chat rooms bound to it and the images that
 * brands, templates and RCS MMS cards use. Every member reads and uploads card images; masters and
 * managers register and bind.
 */
const rcsBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = [app.authenticate, app.requireTeam];
  const write = [
    app.authenticate,
    app.requireRoles(['ROLE_MASTER', 'ROLE_MANAGER']),
    app.refuseWithdrawn,
    app.requireTeam,
  ];
  const brandOf = async (teamSeq: number) => {
    const brand = await app.rcs.brand(teamSeq);
    if (!brand) throw notFound(NO_BRAND);
    return brand;
  };

  app.get('/api/team/rcs/brand', { preValidation: read }, async (request) =>
    ok(await app.rcs.brand(teamOf(request).teamSeq)),
  );

  app.post('/api/team/rcs/brand', { preValidation: write }, async (request) => {
    const { user } = authOf(request);
    const teamSeq = teamOf(request).teamSeq;
    if (await app.rcs.brandRow({ teamSeq }))
      throw conflict('이 팀에는 이미 RCS 브랜드가 있어요. 팀마다 브랜드 하나를 쓸 수 있어요.');
    const upload = await readRcsUpload(request, 'logo', RCS_LOGO_REQUIRED);
    const fields = parseInput(RcsBrandFields, upload.fields);
    if (!upload.image) throw invalidField('logo', RCS_LOGO_REQUIRED);
    const image = upload.image;
    try {
      await app.db.transaction(async (tx) => {
        const logoImageSeq = await app.rcs.addImage(teamSeq, { purpose: 'LOGO', ...image }, user.userSeq, tx);
        const seq = await app.rcs.createBrand(teamSeq, { ...fields, logoImageSeq, userSeq: user.userSeq }, tx);
        const eventSeq = await app.rcs.addEvent('BRAND', seq, 'SUBMITTED', 'USER', null, tx);
        await queueRcsReview(tx, app.rcsReviewSimulatorSeconds, { subject: 'BRAND', seq, eventSeq, name: fields.name });
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('이 팀에는 이미 RCS 브랜드가 있어요. 팀마다 브랜드 하나를 쓸 수 있어요.');
      throw error;
    }
    return ok(await brandOf(teamSeq));
  });

  /** A REJECTED brand with corrected details; a new logo is optional (the old one is kept). */
  app.post('/api/team/rcs/brand/resubmit', { preValidation: write }, async (request) => {
    const { user } = authOf(request);
    const teamSeq = teamOf(request).teamSeq;
    const brand = await app.rcs.brandRow({ teamSeq });
    if (!brand) throw notFound(NO_BRAND);
    if (brand.status !== 'REJECTED') throw conflict('반려된 브랜드만 다시 신청할 수 있어요.');
    const upload = await readRcsUpload(request, 'logo', RCS_LOGO_REQUIRED);
    const fields = parseInput(RcsBrandFields, upload.fields);
    const image = upload.image;
    const reopened = await app.db.transaction(async (tx) => {
      const logoImageSeq = image
        ? await app.rcs.addImage(teamSeq, { purpose: 'LOGO', ...image }, user.userSeq, tx)
        : null;
      if (!(await app.rcs.reopenBrand(brand.seq, { ...fields, logoImageSeq }, tx))) return false;
      const eventSeq = await app.rcs.addEvent('BRAND', brand.seq, 'RESUBMITTED', 'USER', null, tx);
      await queueRcsReview(tx, app.rcsReviewSimulatorSeconds, {
        subject: 'BRAND',
        seq: brand.seq,
        eventSeq,
        name: fields.name,
      });
      return true;
    });
    if (!reopened) throw conflict('반려된 브랜드만 다시 신청할 수 있어요.');
    return ok(await brandOf(teamSeq));
  });

  /** Binds an APPROVED landline / representative / 0N0 number of the team to the brand. */
  app.post('/api/team/rcs/chat-rooms', { schema: { body: RcsChatRoomBind }, preValidation: write }, async (request) => {
    const teamSeq = teamOf(request).teamSeq;
    const { callbackSeq } = request.body;
    const brand = await app.rcs.brandRow({ teamSeq });
    if (!brand) throw conflict(NO_BRAND);
    if (brand.status === 'REJECTED')
      throw conflict('반려된 브랜드에는 대화방을 연결할 수 없어요. 브랜드를 고쳐 다시 신청해 주세요.');
    const number = await app.callbackNumbers.find(teamSeq, callbackSeq);
    if (!number) throw invalidField('callbackSeq', '이 팀의 발신번호가 아니에요.');
    if (number.status !== 'APPROVED') throw invalidField('callbackSeq', '승인된 발신번호만 대화방에 연결할 수 있어요.');
    if (!isRcsChatRoomNumber(number.number)) throw invalidField('callbackSeq', RCS_MOBILE_NUMBER_REFUSED);
    try {
      await app.rcs.bindChatRoom(brand.seq, callbackSeq);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ApiError(409, ResultCode.CONFLICT, '이미 대화방에 연결된 발신번호예요.', [
          { field: 'callbackSeq', message: '이미 대화방에 연결된 발신번호예요.' },
        ]);
      throw error;
    }
    return ok(await brandOf(teamSeq));
  });

  app.delete(
    '/api/team/rcs/chat-rooms/:seq',
    { schema: { params: RcsSeqParams }, preValidation: write },
    async (request) => {
      const teamSeq = teamOf(request).teamSeq;
      const { seq } = request.params;
      const brand = await app.rcs.brandRow({ teamSeq });
      if (!brand || !(await app.rcs.unbindChatRoom(brand.seq, seq))) throw notFound('대화방을 찾을 수 없어요.');
      return ok(await brandOf(teamSeq));
    },
  );

  /**
   * A card image (JPG/PNG <= 1 MB by its bytes), the multipart part `file`: for IMAGE templates and
   * for the cards of an RCS MMS, which every member of the team may send.
   */
  app.post(
    '/api/team/rcs/images',
    { preValidation: [app.authenticate, app.refuseWithdrawn, app.requireTeam] },
    async (request) => {
      const { user } = authOf(request);
      const teamSeq = teamOf(request).teamSeq;
      const upload = await readRcsUpload(request, 'file', '카드 이미지를 올려 주세요.');
      if (!upload.image) throw invalidField('file', '카드 이미지를 올려 주세요.');
      const seq = await app.rcs.addImage(teamSeq, { purpose: 'CARD', ...upload.image }, user.userSeq);
      return ok({
        seq,
        fileName: upload.image.fileName,
        contentType: upload.image.contentType,
        size: upload.image.content.length,
      });
    },
  );

  app.get(
    '/api/team/rcs/images/:seq',
    { schema: { params: RcsSeqParams }, preValidation: read },
    async (request, reply) => {
      const { seq } = request.params;
      const image = await app.rcs.image(teamOf(request).teamSeq, seq);
      if (!image) throw notFound('이미지를 찾을 수 없어요.');
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(image.content);
    },
  );
};
export default rcsBrandRoutes;

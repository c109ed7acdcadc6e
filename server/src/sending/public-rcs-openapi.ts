import { RCS_LIMITS, RcsImage, RcsTemplate, RcsTemplateDetail, RcsTemplateQuery } from '@console/contracts/rcs';
import { RcsSendOptions, RcsSendRequestCreate } from '@console/contracts/rcs-send';
import { SendRequestAccepted } from '@console/contracts/send-requests';
import type { SimulatorGuide } from '../channels/channel';
import {
  error,
  errorAnswer,
  idempotencyKeyHeader,
  imageBytes,
  imageIdInvalid,
  imageNotFound,
  jsonAnswer,
  pageSchema,
  queryParamsOf,
  pathSeq,
  keyRefusals,
  schemaOf,
  paymentRequired,
  TAG,
} from './openapi-parts';

const MB = 1024 * 1024;

/** The RCS simulator's numbers that answer RCS otherwise than SMS, in one paragraph. */
const rcsSimulatorParagraph = (guide: SimulatorGuide, smsGuide: SimulatorGuide | null) =>
  guide.testNumbers
    .filter((number) => !smsGuide?.testNumbers.some((sms) => sms.pattern === number.pattern))
    .map(
      ({ pattern, code, reason }) =>
        `RCS 시뮬레이터 테스트 번호: ${pattern}는 ${reason}이에요: RCS는 ${code} ${reason}로 실패하고(대체 발송을 켰으면 SMS/LMS로 나가요), SMS/LMS는 성공해요. 다른 테스트 번호는 RCS에도 SMS와 같은 결과를 줘요.`,
    );

/** The paragraphs of info.description about RCS; the simulator's own test numbers when it is one. */
export const rcsDescription = (guide: SimulatorGuide | null, smsGuide: SimulatorGuide | null) => [
  'RCS: 콘솔에서 팀의 RCS 브랜드를 등록해 승인받고, 승인된 발신번호(유선·대표번호, 010 휴대폰 번호는 안 돼요)를 브랜드의 대화방으로 연결해요. 대화방이 RCS의 발신번호예요: GET /api/public/v1/rcs/send-options로 쓸 수 있는 대화방(chatRoomSeq)과 승인된 템플릿을 받아 POST /api/public/v1/rcs/send-requests로 보내요.',
  `RCS 종류: SMS ${RCS_LIMITS.sms.bodyMax}자·버튼 ${RCS_LIMITS.sms.buttonsMax}개, LMS ${RCS_LIMITS.lms.bodyMax.toLocaleString('ko-KR')}자·버튼 ${RCS_LIMITS.lms.buttonsMax}개, MMS ${RCS_LIMITS.mms.bodyMax.toLocaleString('ko-KR')}자·카드 ${RCS_LIMITS.cardsMax}장(카드마다 버튼 ${RCS_LIMITS.mms.buttonsPerCard}개, 이미지는 POST /api/public/v1/rcs/images로 올려 받은 seq). 템플릿(rcsType TEMPLATE)은 검수에서 승인된 것만 보낼 수 있고, 템플릿의 내용과 버튼이 나가요(#{변수}는 templateVariables와 받는 사람별 variables로 채워요). 텍스트 템플릿은 ${RCS_LIMITS.textTemplate.bodyMax}자로 RCS SMS 요금, 이미지 템플릿은 ${RCS_LIMITS.imageTemplate.bodyMax}자로 RCS MMS 요금이에요.`,
  'RCS 대체 발송: fallback을 켜고 fallbackText를 넣으면 RCS로 받지 못한 번호에 그 내용을 SMS/LMS(EUC-KR 바이트로 결정)로 다시 보내요. 대체 발송 메시지는 그 유형의 요금으로 계산돼요. 결과는 일반 발송과 같은 GET /api/public/v1/send-requests/{seq}(channel RCS, counts.fallback)와 /messages(대체 발송 메시지는 channel SMS, fallbackOf에 원래 RCS 메시지 번호)로 봐요. 결과 콜백에는 실패한 RCS 메시지와 대체 발송 메시지의 결과가 각각 오고, 대체 발송 메시지의 fallbackOf가 원래 RCS 메시지의 messageSeq예요.',
  ...(guide ? rcsSimulatorParagraph(guide, smsGuide) : []),
];

/** The RCS paths of the public API document. */
export const rcsPaths = {
  '/api/public/v1/rcs/send-requests': {
    post: {
      operationId: 'createRcsSendRequest',
      tags: [TAG.rcs],
      summary: 'RCS 발송 요청',
      description:
        '승인된 대화방(chatRoomSeq)에서 RCS SMS/LMS/MMS 또는 승인된 템플릿을 보내요. 받는 사람, 변수, 광고 규칙, 예약, Idempotency-Key는 문자 발송과 같아요. 승인되지 않은 템플릿이나 대화방, 이 팀이 올리지 않은 카드 이미지는 400이에요.',
      parameters: [idempotencyKeyHeader],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: schemaOf(RcsSendRequestCreate, 'input') } },
      },
      responses: {
        200: jsonAnswer(
          '접수됨: 요청과 모든 메시지가 저장된 뒤 답해요. 결과는 GET /api/public/v1/send-requests/{seq}로 봐요.',
          schemaOf(SendRequestAccepted),
        ),
        400: errorAnswer(
          '규칙 위반: 예) "승인된 템플릿만 발송할 수 있어요.", "승인된 RCS 대화방만 사용할 수 있어요." (errors에 필드별 설명)',
        ),
        ...keyRefusals,
        402: paymentRequired,
        409: errorAnswer('같은 Idempotency-Key로 다른 내용을 보냈거나, 팀이 아직 발송할 수 없는 상태예요.'),
      },
    },
  },
  '/api/public/v1/rcs/send-options': {
    get: {
      operationId: 'getRcsSendOptions',
      tags: [TAG.rcs],
      summary: 'RCS로 보낼 수 있는 대화방과 템플릿',
      description:
        '승인된 대화방(브랜드 이름과 발신번호)과 승인된 템플릿이에요. 대화방이 없으면 templates도 비어 있어요.',
      responses: { 200: jsonAnswer('대화방과 템플릿', schemaOf(RcsSendOptions)), ...keyRefusals },
    },
  },
  '/api/public/v1/rcs/templates': {
    get: {
      operationId: 'listRcsTemplates',
      tags: [TAG.rcs],
      summary: 'RCS 템플릿 목록 (페이지)',
      description:
        '팀의 RCS 템플릿을 최근 등록 순으로 보여줘요. status로 검수 상태(REVIEW 검수 중, APPROVED 승인, REJECTED 반려)를, q로 이름이나 내용의 일부를 골라요.',
      parameters: queryParamsOf(RcsTemplateQuery),
      responses: {
        200: jsonAnswer('템플릿 목록', pageSchema(schemaOf(RcsTemplate))),
        400: error,
        ...keyRefusals,
      },
    },
  },
  '/api/public/v1/rcs/templates/{seq}': {
    get: {
      operationId: 'getRcsTemplate',
      tags: [TAG.rcs],
      summary: 'RCS 템플릿 하나',
      description: '템플릿의 내용, 버튼, 카드와 검수 이력(반려 사유 포함)이에요.',
      parameters: [pathSeq('seq', '템플릿 번호')],
      responses: {
        200: jsonAnswer('템플릿', schemaOf(RcsTemplateDetail)),
        400: error,
        ...keyRefusals,
        404: errorAnswer('이 팀의 템플릿이 아니거나 없어요: "RCS 템플릿을 찾을 수 없어요."'),
      },
    },
  },
  '/api/public/v1/rcs/images': {
    post: {
      operationId: 'uploadRcsImage',
      tags: [TAG.rcs],
      summary: 'RCS 카드 이미지 올리기',
      description: `JPG 또는 PNG 한 장을 multipart/form-data의 file 필드로 올려요. 파일 이름이 아니라 내용으로 형식을 확인하고, ${RCS_LIMITS.imageMaxBytes / MB}MB까지예요. 답의 seq를 RCS MMS의 cards[].imageSeq에 넣어요.`,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
          },
        },
      },
      responses: {
        200: jsonAnswer('저장됨', schemaOf(RcsImage)),
        400: errorAnswer('JPG/PNG가 아니거나 빈 파일이거나 file 필드가 없어요 (message에 한국어 설명).'),
        ...keyRefusals,
        413: errorAnswer(`${RCS_LIMITS.imageMaxBytes / MB}MB보다 커요.`),
      },
    },
  },
  '/api/public/v1/rcs/images/{imageSeq}': {
    get: {
      operationId: 'getRcsImage',
      tags: [TAG.rcs],
      summary: 'RCS 이미지 내려받기',
      description: '팀이 올린 카드 이미지(와 브랜드 로고)의 바이트를 올린 형식(image/jpeg, image/png) 그대로 돌려줘요.',
      parameters: [pathSeq('imageSeq', '이미지 번호 (올릴 때 받은 seq)')],
      responses: {
        200: imageBytes('이미지', RCS_LIMITS.imageTypes, 'private, max-age=3600'),
        400: imageIdInvalid,
        ...keyRefusals,
        404: imageNotFound,
      },
    },
  },
};

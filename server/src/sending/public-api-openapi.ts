import {
  CALLBACK_SECRET_PREFIX,
  CALLBACK_SIGNATURE_HEADER,
  CALLBACK_SIGNATURE_TOLERANCE_SECONDS,
} from '@console/contracts/api-keys';
import { SENDING_LIMITS } from '@console/contracts/message-limits';
import {
  MessageResult,
  MessageResultQuery,
  SendRequestAccepted,
  SendRequestCreate,
  SendRequestDetail,
} from '@console/contracts/send-requests';
import { MessageImage, MMS_IMAGE_FIELD } from '@console/contracts/mms-images';
import type { SimulatorGuide } from '../channels/channel';
import {
  apiTags,
  envelope,
  error,
  errorAnswer,
  idempotencyKeyHeader,
  imageBytes,
  imageIdInvalid,
  imageNotFound,
  pageSchema,
  queryParamsOf,
  pathSeq,
  keyRefusals,
  schemaOf,
  paymentRequired,
  TAG,
} from './openapi-parts';
import { kakaoDescription, kakaoPaths } from './public-kakao-openapi';
import { rcsDescription, rcsPaths } from './public-rcs-openapi';
import { consultationDescription, consultationPaths } from './public-consultation-openapi';
import { emailDescription, emailPaths } from './public-email-openapi';

const seqParam = pathSeq('seq', '발송 요청 번호');

/** The SMS simulator's test numbers as one paragraph (none when a real provider delivers). */
const smsSimulatorParagraph = (guide: SimulatorGuide | null) => {
  if (!guide) return [];
  const numbers = guide.testNumbers
    .map(
      ({ pattern, code, reason, silent }) =>
        `${pattern}: ${silent ? `결과 없음 → ${code} ${reason}` : `${code} ${reason}`}`,
    )
    .join(', ');
  return [`개발 환경의 통신사 시뮬레이터 테스트 번호: ${numbers}. 그 밖의 번호는 성공이에요.`];
};

/** The guides of the configured providers that are simulators, for the description. */
export interface SimulatorGuides {
  sms: SimulatorGuide | null;
  rcs: SimulatorGuide | null;
  kakao: SimulatorGuide | null;
}

/** Where the document's server and links point: PUBLIC_URL when set, else this server (relative). */
export interface DocumentSite {
  publicUrl: string | undefined;
  /** The public site's terms of use page (SITE_PATHS.terms). */
  termsPath: string;
}

/**
 * The OpenAPI 3.1 document of the public send API, built from the same contracts the server validates
 * with, and from the configured providers' test numbers when they are simulators. It passes Redocly's
 * recommended lint (server/src/routes/docs/public-api-docs.test.ts).
 */
export const publicApiDocument = (guides: SimulatorGuides, site: DocumentSite) => ({
  openapi: '3.1.0',
  servers: [
    site.publicUrl
      ? { url: site.publicUrl, description: '콘솔 서버' }
      : { url: '/', description: '이 문서를 보내 준 서버' },
  ],
  tags: apiTags,
  info: {
    title: '메시지 발송 API',
    version: '1.0.0',
    termsOfService: `${site.publicUrl ?? ''}${site.termsPath}`,
    license: {
      name: '비공개 API: 서비스 이용약관에 따라 이용 (Proprietary)',
      url: `${site.publicUrl ?? ''}${site.termsPath}`,
    },
    description: [
      '팀의 연동 설정에서 발급한 API 키로 SMS/LMS/MMS, RCS와 카카오 알림톡을 보내요. 콘솔과 같은 규칙(EUC-KR 바이트, 승인된 발신번호, 광고 규칙, 080 수신거부)이 적용돼요.',
      `한도: SMS ${SENDING_LIMITS.smsMaxBytes}바이트, LMS/MMS ${SENDING_LIMITS.lmsMaxBytes}바이트, 제목 ${SENDING_LIMITS.subjectMaxBytes}바이트, 요청당 ${SENDING_LIMITS.maxRecipientsPerRequest}명, 예약은 ${SENDING_LIMITS.reservationMinLeadMinutes}분 뒤부터 ${SENDING_LIMITS.reservationMaxAheadDays}일 뒤까지. 전체 한도는 GET /async/meta/limits.`,
      `MMS 이미지: 먼저 POST /api/public/v1/message-images로 JPG를 한 장씩 올려 imageId를 받고, 발송 요청의 imageIds에 넣어요(최대 ${SENDING_LIMITS.mmsMaxImages}장, 장당 ${SENDING_LIMITS.mmsMaxImageBytes / 1024}KB, 가로·세로 ${SENDING_LIMITS.mmsMaxImageWidth}px 이하). 이미지가 있으면 모든 메시지가 MMS로 나가요.`,
      'Idempotency-Key 헤더: 같은 키와 같은 내용(이미지 포함)이면 첫 결과를 그대로 돌려주고 새로 만들지 않아요. 내용이 다르면 409예요.',
      '결과 콜백: 키에 콜백 URL이 있으면 결과가 나올 때마다 { requestSeq, reports: [{ messageSeq, phone, type, channel, fallbackOf, status, resultCode, resultReason, costKrw, reportedAt }] }를 POST해요. 대체 발송된 SMS/LMS의 fallbackOf는 원래 RCS 메시지의 messageSeq예요. 2xx가 아니면 간격을 늘려 최대 8번 다시 보내요.',
      `콜백 서명: 모든 콜백에 ${CALLBACK_SIGNATURE_HEADER}: t=<유닉스 초>,v1=<서명> 헤더가 있어요. v1은 "<t>.<받은 본문 그대로>"를 키의 콜백 서명 키(${CALLBACK_SECRET_PREFIX}…, 콘솔의 연동 시스템 화면에서 확인·재발급)로 HMAC-SHA256한 16진수예요. 직접 계산한 값과 같고 t가 ${CALLBACK_SIGNATURE_TOLERANCE_SECONDS / 60}분 안이면 우리가 보낸 콜백이에요. 예(Node): crypto.createHmac('sha256', secret).update(t + '.' + rawBody).digest('hex'). 다시 보낼 때마다 t와 서명이 새로 붙어요.`,
      ...smsSimulatorParagraph(guides.sms),
      ...rcsDescription(guides.rcs, guides.sms),
      ...kakaoDescription(guides.kakao),
      ...consultationDescription(),
      ...emailDescription(),
    ].join('\n\n'),
  },
  components: {
    securitySchemes: {
      apiKey: {
        type: 'http',
        scheme: 'bearer',
        description:
          '팀의 연동 설정에서 발급한 API 키예요: Authorization: Bearer ck_live_... 키에 허용된 IP에서 보낸 요청만 받아요.',
      },
    },
  },
  security: [{ apiKey: [] }],
  paths: {
    '/api/public/v1/message-images': {
      post: {
        operationId: 'uploadMessageImage',
        tags: [TAG.sms],
        summary: 'MMS 이미지 올리기',
        description: `JPG 한 장을 multipart/form-data의 ${MMS_IMAGE_FIELD} 필드로 올려요. 파일 이름이 아니라 내용으로 형식을 확인해요: JPG만, ${SENDING_LIMITS.mmsMaxImageBytes / 1024}KB 이하, 가로·세로 ${SENDING_LIMITS.mmsMaxImageWidth}px 이하. 같은 파일을 다시 올리면 같은 imageId를 돌려줘요.`,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: [MMS_IMAGE_FIELD],
                properties: { [MMS_IMAGE_FIELD]: { type: 'string', format: 'binary' } },
              },
            },
          },
        },
        responses: {
          200: {
            description: '저장됨: imageId를 발송 요청의 imageIds에 넣어요.',
            content: { 'application/json': { schema: envelope(schemaOf(MessageImage)) } },
          },
          400: errorAnswer('JPG가 아니거나, 읽을 수 없거나, 가로·세로가 너무 커요 (message에 한국어 설명).'),
          ...keyRefusals,
          413: errorAnswer(`${SENDING_LIMITS.mmsMaxImageBytes / 1024}KB보다 커요.`),
        },
      },
    },
    '/api/public/v1/message-images/{imageId}': {
      get: {
        operationId: 'getMessageImage',
        tags: [TAG.sms],
        summary: 'MMS 이미지 내려받기',
        description: '팀이 올린 MMS 이미지의 바이트(JPG)를 돌려줘요. 같은 imageId의 이미지는 바뀌지 않아요.',
        parameters: [pathSeq('imageId', '올릴 때 받은 imageId')],
        responses: {
          200: imageBytes('이미지', ['image/jpeg'], 'private, max-age=86400, immutable'),
          400: imageIdInvalid,
          ...keyRefusals,
          404: imageNotFound,
        },
      },
    },
    '/api/public/v1/send-requests': {
      post: {
        operationId: 'createSendRequest',
        tags: [TAG.sms],
        summary: '발송 요청',
        description:
          'SMS/LMS/MMS를 받는 사람 목록에 보내요. 본문의 EUC-KR 바이트 수와 imageIds로 유형이 정해지고, 받는 사람별 variables로 #{변수}를 채워요.',
        parameters: [idempotencyKeyHeader],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: schemaOf(SendRequestCreate, 'input') } },
        },
        responses: {
          200: {
            description: '접수됨: 요청과 모든 메시지가 저장된 뒤 답해요.',
            content: { 'application/json': { schema: envelope(schemaOf(SendRequestAccepted)) } },
          },
          400: error,
          ...keyRefusals,
          402: paymentRequired,
          409: errorAnswer('같은 Idempotency-Key로 다른 내용을 보냈거나, 팀이 아직 발송할 수 없는 상태예요.'),
        },
      },
    },
    '/api/public/v1/send-requests/{seq}': {
      get: {
        operationId: 'getSendRequest',
        tags: [TAG.results],
        summary: '발송 요청 상태와 건수',
        description:
          '문자와 RCS 요청 모두예요. RCS 요청은 channel이 RCS이고 rcsType, fallbackEnabled가 있으며, 대체 발송된 받는 사람은 counts.fallback으로 세요.',
        parameters: [seqParam],
        responses: {
          200: {
            description: '요청 (MMS면 images에 이미지 목록)',
            content: { 'application/json': { schema: envelope(schemaOf(SendRequestDetail)) } },
          },
          400: error,
          ...keyRefusals,
          404: errorAnswer('이 팀의 발송 요청이 아니거나 없어요.'),
        },
      },
    },
    '/api/public/v1/send-requests/{seq}/messages': {
      get: {
        operationId: 'listSendRequestMessages',
        tags: [TAG.results],
        summary: '받는 사람별 결과 (페이지)',
        description:
          'RCS 요청이면 RCS 메시지(channel RCS) 뒤에 대체 발송된 SMS/LMS 메시지(channel SMS, fallbackOf에 원래 RCS 메시지 번호)가 함께 나와요.',
        parameters: [seqParam, ...queryParamsOf(MessageResultQuery)],
        responses: {
          200: {
            description: '결과',
            content: { 'application/json': { schema: envelope(pageSchema(schemaOf(MessageResult))) } },
          },
          400: error,
          ...keyRefusals,
          404: errorAnswer('이 팀의 발송 요청이 아니거나 없어요.'),
        },
      },
    },
    ...rcsPaths,
    ...kakaoPaths,
    ...consultationPaths,
    ...emailPaths,
  },
});

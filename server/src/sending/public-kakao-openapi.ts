import {
  AlimtalkTemplate,
  AlimtalkTemplateDetail,
  AlimtalkTemplateQuery,
  KAKAO_LIMITS,
  SenderProfile,
  SenderProfileQuery,
} from '@console/contracts/kakao';
import { ALIMTALK_PRICE_KRW, AlimtalkSendOptions, AlimtalkSendRequestCreate } from '@console/contracts/kakao-send';
import { BRAND_NIGHT_MESSAGE, BrandMessageSendRequestCreate } from '@console/contracts/kakao-brand-send';
import { PRICES_KRW } from '@console/contracts/billing';
import { SendRequestAccepted } from '@console/contracts/send-requests';
import type { SimulatorGuide } from '../channels/channel';
import {
  error,
  errorAnswer,
  idempotencyKeyHeader,
  jsonAnswer,
  keyRefusals,
  pageSchema,
  pathSeq,
  queryParamsOf,
  schemaOf,
  paymentRequired,
  TAG,
} from './openapi-parts';

/** The paragraphs of info.description about KakaoTalk alimtalk; the simulator's test numbers when it is one. */
export const kakaoDescription = (guide: SimulatorGuide | null) => [
  `알림톡: 콘솔에서 카카오톡 채널을 발신 프로필로 등록하고(관리자 휴대폰으로 온 인증번호로 활성화), 알림톡 템플릿을 등록해 카카오 검수에서 승인받아요. GET /api/public/v1/kakao/send-options로 정상 상태의 발신 프로필, 승인된 템플릿, 대체 문자용 승인 발신번호를 받아 POST /api/public/v1/alimtalk/send-requests로 보내요. 템플릿의 #{변수}는 templateVariables와 받는 사람별 variables로 모두 채워야 하고, 채운 내용은 ${KAKAO_LIMITS.contentMax.toLocaleString('ko-KR')}자까지예요. 요금은 성공한 메시지당 ${ALIMTALK_PRICE_KRW}원이에요.`,
  '알림톡 대체 발송: fallback이 TEMPLATE이면 템플릿 내용(변수를 채운 것)을, CUSTOM이면 fallbackText를 senderNumber(승인된 발신번호)에서 SMS/LMS로 다시 보내요. 카카오톡 미사용자, 채널 차단, 차단·휴면 프로필, 템플릿 불일치는 대체 발송되고, 결번(3008)은 문자로도 받을 수 없어 대체 발송하지 않아요. 결과는 GET /api/public/v1/send-requests/{seq}(channel ALIMTALK, counts.fallback)와 /messages(대체 문자는 channel SMS, fallbackOf)로 보고, 결과 콜백도 문자와 같아요.',
  ...(guide
    ? [
        `알림톡 시뮬레이터 테스트 번호: ${guide.testNumbers
          .map(
            ({ pattern, code, reason, silent }) =>
              `${pattern}: ${silent ? `결과 없음 → ${code} ${reason}` : `${code} ${reason}`}`,
          )
          .join(', ')}. 그 밖의 번호는 성공이에요.`,
      ]
    : []),
];

const notFound = (what: string) => errorAnswer(`이 팀의 ${what}이 아니거나 없어요.`);
const idempotencyConflict = errorAnswer(
  '같은 Idempotency-Key로 다른 내용을 보냈거나, 팀이 아직 발송할 수 없는 상태예요.',
);

/** The Kakao paths of the public API document. */
export const kakaoPaths = {
  '/api/public/v1/alimtalk/send-requests': {
    post: {
      operationId: 'createAlimtalkSendRequest',
      tags: [TAG.kakao],
      summary: '알림톡 발송 요청',
      description:
        '정상 상태의 발신 프로필과 그 프로필의 승인된 템플릿으로 알림톡을 보내요. 받는 사람, 예약, Idempotency-Key는 문자 발송과 같아요.',
      parameters: [idempotencyKeyHeader],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: schemaOf(AlimtalkSendRequestCreate, 'input') } },
      },
      responses: {
        200: jsonAnswer(
          '접수됨: 요청과 모든 메시지가 저장된 뒤 답해요. 결과는 GET /api/public/v1/send-requests/{seq}로 봐요.',
          schemaOf(SendRequestAccepted),
        ),
        400: errorAnswer(
          '규칙 위반: 예) "승인된 템플릿만 발송할 수 있어요.", "모든 변수를 입력해 주세요. (...)", "정상 상태의 발신 프로필로만 보낼 수 있어요." (errors에 필드별 설명)',
        ),
        ...keyRefusals,
        402: paymentRequired,
        409: idempotencyConflict,
      },
    },
  },
  '/api/public/v1/brand-messages/send-requests': {
    post: {
      operationId: 'createBrandMessageSendRequest',
      tags: [TAG.kakao],
      summary: '브랜드 메시지 발송 요청',
      description: `발신 프로필의 브랜드 메시지 템플릿을 보내요. targeting I는 채널 친구에게만(${PRICES_KRW.BRAND_MESSAGE_FRIENDS}원), M은 마케팅 수신 동의자(${PRICES_KRW.BRAND_MESSAGE_OTHERS}원), N은 동의자 중 친구가 아닌 사람(${PRICES_KRW.BRAND_MESSAGE_OTHERS}원)이에요. 광고 메시지라 팀의 080 수신거부 번호는 보내지 않고, 20:50~08:00에는 보낼 수도 예약할 수도 없어요. 대체 문자(fallback CUSTOM)는 (광고) 표시와 080 무료수신거부 번호가 있어야 해요.`,
      parameters: [idempotencyKeyHeader],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: schemaOf(BrandMessageSendRequestCreate, 'input') } },
      },
      responses: {
        200: jsonAnswer('접수됨', schemaOf(SendRequestAccepted)),
        400: errorAnswer(`규칙 위반: 예) "${BRAND_NIGHT_MESSAGE}" (errors에 필드별 설명)`),
        ...keyRefusals,
        402: paymentRequired,
        409: idempotencyConflict,
      },
    },
  },
  '/api/public/v1/kakao/send-options': {
    get: {
      operationId: 'getAlimtalkSendOptions',
      tags: [TAG.kakao],
      summary: '알림톡으로 보낼 수 있는 발신 프로필, 템플릿, 대체 발신번호',
      responses: { 200: jsonAnswer('발신 프로필과 템플릿', schemaOf(AlimtalkSendOptions)), ...keyRefusals },
    },
  },
  '/api/public/v1/kakao/sender-profiles': {
    get: {
      operationId: 'listSenderProfiles',
      tags: [TAG.kakao],
      summary: '발신 프로필 목록 (페이지)',
      description:
        '정상(ACTIVE), 차단(BLOCKED), 휴면(DORMANT) 프로필이에요. 삭제된 것은 status=DELETED로 볼 수 있어요.',
      parameters: queryParamsOf(SenderProfileQuery),
      responses: {
        200: jsonAnswer('발신 프로필', pageSchema(schemaOf(SenderProfile))),
        400: error,
        ...keyRefusals,
      },
    },
  },
  '/api/public/v1/kakao/templates': {
    get: {
      operationId: 'listAlimtalkTemplates',
      tags: [TAG.kakao],
      summary: '알림톡 템플릿 목록 (페이지)',
      description:
        '검수 상태(REQUESTED 검수 요청, INSPECTING 검수 중, APPROVED 승인, REJECTED 반려), 발신 프로필, 이름·코드·내용의 일부(q)로 골라요.',
      parameters: queryParamsOf(AlimtalkTemplateQuery),
      responses: {
        200: jsonAnswer('템플릿', pageSchema(schemaOf(AlimtalkTemplate))),
        400: error,
        ...keyRefusals,
      },
    },
  },
  '/api/public/v1/kakao/templates/{seq}': {
    get: {
      operationId: 'getAlimtalkTemplate',
      tags: [TAG.kakao],
      summary: '알림톡 템플릿 하나',
      description: '템플릿의 모든 항목과 검수 이력(반려 사유, 문의와 답변)이에요.',
      parameters: [pathSeq('seq', '템플릿 번호')],
      responses: {
        200: jsonAnswer('템플릿', schemaOf(AlimtalkTemplateDetail)),
        400: error,
        ...keyRefusals,
        404: notFound('알림톡 템플릿'),
      },
    },
  },
};

import { EMAIL_PRICE_KRW, EMAIL_SUBJECT_MAX, EmailSendRequestCreate } from '@console/contracts/email-send';
import { SendRequestAccepted } from '@console/contracts/send-requests';
import {
  errorAnswer,
  idempotencyKeyHeader,
  jsonAnswer,
  keyRefusals,
  paymentRequired,
  schemaOf,
  TAG,
} from './openapi-parts';

/** The paragraphs of info.description about e-mail (DOMAIN.md "E-mail"). */
export const emailDescription = () => [
  `이메일: POST /api/public/v1/email/send-requests로 받는 사람 주소 목록에 보내요(대소문자가 다른 같은 주소는 한 번만). 제목은 ${EMAIL_SUBJECT_MAX}자까지이고, 전달된 메일만 건당 ${EMAIL_PRICE_KRW}원이에요. 결과(전달, 영구·일시 반송, 열람, 클릭, 수신거부)는 문자와 같은 GET /api/public/v1/send-requests/{seq}와 /messages로 봐요.`,
  "광고 메일은 제목을 '(광고)'로 시작하고 보내는 사람의 이름과 연락처를 넣어야 해요. 광고 메일마다 로그인 없이 쓸 수 있는 수신거부 링크가 붙고, 수신거부한 주소에는 다음 광고 메일이 가지 않아요.",
];

/** The e-mail paths of the public API document. */
export const emailPaths = {
  '/api/public/v1/email/send-requests': {
    post: {
      operationId: 'createEmailSendRequest',
      tags: [TAG.email],
      summary: '이메일 발송 요청',
      description:
        '받는 사람 주소 목록에 이메일을 보내요. 예약과 Idempotency-Key는 문자 발송과 같아요. 광고 메일의 규칙을 지키지 않으면 400이에요.',
      parameters: [idempotencyKeyHeader],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: schemaOf(EmailSendRequestCreate, 'input') } },
      },
      responses: {
        200: jsonAnswer(
          '접수됨: 요청과 모든 메시지가 저장된 뒤 답해요. 결과는 GET /api/public/v1/send-requests/{seq}로 봐요.',
          schemaOf(SendRequestAccepted),
        ),
        400: errorAnswer('규칙 위반: 예) "광고 메일은 제목을 \'(광고)\'로 시작해야 해요." (errors에 필드별 설명)'),
        ...keyRefusals,
        402: paymentRequired,
        409: errorAnswer('같은 Idempotency-Key로 다른 내용을 보냈거나, 팀이 아직 발송할 수 없는 상태예요.'),
      },
    },
  },
};

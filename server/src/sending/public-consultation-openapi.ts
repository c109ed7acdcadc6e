import {
  CONSULTATION_LIMITS,
  CONSULTATION_WEBHOOK_TYPE,
  ConsultationReply,
  ConsultationReplyResult,
  ConsultationSessionClosed,
} from '@console/contracts/consultation';
import { error, errorAnswer, jsonAnswer, keyRefusals, pathSeq, schemaOf, TAG } from './openapi-parts';

/** The paragraph of info.description about Kakao consultation talk (상담톡). */
export const consultationDescription = () => [
  `카카오 상담톡: 콘솔의 발신 프로필 화면에서 상담톡을 켜면 카카오톡 사용자가 채널에 보낸 메시지를 팀의 연동 시스템(콜백 URL이 있는 가장 최근의 활성 API 키)으로 POST해요: { type: '${CONSULTATION_WEBHOOK_TYPE}', messageSeq, sessionSeq, userKey, senderKey, text, sentAt }. 서명과 재시도는 결과 콜백과 같아요. 상담 세션은 사용자의 첫 메시지로 열리고 ${CONSULTATION_LIMITS.idleHours}시간 동안 대화가 없거나 상담원이 닫으면 종료돼요. 상담원의 답장은 POST /api/public/v1/kakao/consultation/messages로 보내요(텍스트 ${CONSULTATION_LIMITS.textMax.toLocaleString('ko-KR')}자까지와 링크 버튼 ${CONSULTATION_LIMITS.buttonsMax}개까지, 또는 https 이미지 주소). serialNumber는 발신 프로필마다 고유해서, 같은 번호와 같은 내용으로 다시 보내면 첫 결과를 그대로 돌려줘요.`,
];

/** The consultation talk paths of the public API document. */
export const consultationPaths = {
  '/api/public/v1/kakao/consultation/messages': {
    post: {
      operationId: 'sendConsultationReply',
      tags: [TAG.consultation],
      summary: '상담톡 답장',
      description:
        '사용자의 열린 상담 세션에 상담원의 답장을 보내요. text나 image 중 하나, 링크 버튼(buttons)은 text와 함께만 보낼 수 있어요. 첫 답장이 세션의 첫 응답 시각이 돼요.',
      requestBody: {
        required: true,
        content: { 'application/json': { schema: schemaOf(ConsultationReply, 'input') } },
      },
      responses: {
        200: jsonAnswer(
          '저장됨(같은 serialNumber와 같은 내용의 재요청이면 첫 결과)',
          schemaOf(ConsultationReplyResult),
        ),
        400: error,
        ...keyRefusals,
        404: errorAnswer('이 팀의 발신 프로필이 아니거나 없어요: "발신 프로필을 찾을 수 없어요."'),
        409: errorAnswer(
          '상담톡을 사용하지 않는 발신 프로필, 이 사용자와 열린 상담 세션이 없음, 또는 이미 다른 내용으로 보낸 serialNumber예요(message에 한국어 설명).',
        ),
      },
    },
  },
  '/api/public/v1/kakao/consultation/sessions/{seq}/close': {
    post: {
      operationId: 'closeConsultationSession',
      tags: [TAG.consultation],
      summary: '상담 세션 종료',
      description: '상담원이 세션을 닫아요. 이미 닫힌 세션이면 닫힌 시각과 사유를 그대로 돌려줘요.',
      parameters: [pathSeq('seq', '상담 세션 번호(웹훅의 sessionSeq)')],
      responses: {
        200: jsonAnswer('종료됨', schemaOf(ConsultationSessionClosed)),
        400: error,
        ...keyRefusals,
        404: errorAnswer('이 팀의 상담 세션이 아니거나 없어요: "상담 세션을 찾을 수 없어요."'),
      },
    },
  },
};

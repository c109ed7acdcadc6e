/**
 * The template lists and detail pages (alimtalk and brand message): apart from the texts of the
 * registration forms (templates-texts-ko.ts), which do not show them.
 */
export const templateScreensTextsKo = {
  templateScreens: {
    alimtalkList: {
      columns: {
        code: '템플릿 코드',
        name: '템플릿 이름',
        messageType: '메시지 유형',
        status: '검수 상태',
      },
      statusFilter: '검수 상태',
      search: '코드·이름 검색',
      searchHelp: '템플릿 코드나 이름의 일부',
      bulk: '일괄 등록',
      empty: '등록된 알림톡 템플릿이 없어요. 템플릿을 등록하고 카카오 검수를 받아 보세요.',
    },
    alimtalkDetail: {
      notFound: '알림톡 템플릿을 찾을 수 없어요.',
      code: '템플릿 코드',
      category: '카테고리',
      messageType: '메시지 유형',
      emphasis: '강조 유형',
      security: '보안 템플릿',
      yes: '예',
      no: '아니요',
      usedAt: '마지막 발송',
      notUsed: '아직 발송에 쓰지 않았어요',
      deleteTitle: '알림톡 템플릿 삭제',
      deleted: '템플릿을 삭제했어요.',
      state: {
        REQUESTED:
          '카카오 검수를 기다리고 있어요. 보통 영업일 기준 {{days}}일 걸려요. 검수가 시작되기 전에는 수정할 수 있어요.',
        INSPECTING: '카카오가 검수하고 있어요. 검수 중에는 수정하거나 삭제할 수 없어요.',
        APPROVED: '승인된 템플릿이에요. 알림톡 보내기에서 이 템플릿으로 보낼 수 있어요.',
        REJECTED: '검수에서 반려되었어요. 사유를 확인하고 수정해서 다시 검수를 요청해 주세요.',
      },
    },
    comments: {
      title: '검수 이력과 문의',
      by: { USER: '사용자', REVIEWER: '카카오 검수 담당자' },
      kinds: {
        REQUESTED: '검수 요청',
        RESUBMITTED: '수정 후 다시 검수 요청',
        INSPECTING: '검수 시작',
        APPROVED: '승인',
        REJECTED: '반려',
        QUESTION: '문의',
        ANSWER: '답변',
      },
      ask: '문의하기',
      question: '검수 담당자에게 문의',
      questionHelp: '{{count}} / {{max}}자 · 답변이 오면 알림으로 알려 드려요.',
      sent: '문의를 남겼어요.',
    },
    list: {
      columns: { profile: '발신 프로필', updatedAt: '수정일' },
      register: '템플릿 등록',
      profileFilter: '발신 프로필',
      searchSubmit: '검색',
      emptyFiltered: '조건에 맞는 템플릿이 없어요.',
    },
    detail: {
      info: '템플릿 정보',
      senderProfile: '발신 프로필',
      createdAt: '등록일',
      updatedAt: '수정일',
      edit: '수정',
      delete: '삭제',
      deleteConfirm: "'{{name}}' 템플릿을 삭제할까요? 삭제한 템플릿은 되돌릴 수 없어요.",
    },
  },
};

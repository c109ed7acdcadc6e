import type { templateScreensTextsKo } from './template-screens-texts-ko';

export const templateScreensTextsEn: typeof templateScreensTextsKo = {
  templateScreens: {
    alimtalkList: {
      columns: {
        code: 'Code',
        name: 'Name',
        messageType: 'Message type',
        status: 'Review',
      },
      statusFilter: 'Review',
      search: 'Search code or name',
      searchHelp: 'Part of a template code or name',
      bulk: 'Bulk registration',
      empty: 'No alimtalk templates yet. Add one and have Kakao review it.',
    },
    alimtalkDetail: {
      notFound: 'Alimtalk template not found.',
      code: 'Code',
      category: 'Category',
      messageType: 'Message type',
      emphasis: 'Emphasis',
      security: 'Secure template',
      yes: 'Yes',
      no: 'No',
      usedAt: 'Last send',
      notUsed: 'Not used for sending yet',
      deleteTitle: 'Delete alimtalk template',
      deleted: 'The template was deleted.',
      state: {
        REQUESTED:
          'Waiting for Kakao review, usually {{days}} business days. It can still be edited until the review starts.',
        INSPECTING: 'Kakao is reviewing it. It cannot be edited or deleted during the review.',
        APPROVED: 'Approved. Send alimtalk with this template from the send screen.',
        REJECTED: 'Rejected in review. Check the reason, edit the template and submit it again.',
      },
    },
    comments: {
      title: 'Review and questions',
      by: { USER: 'User', REVIEWER: 'Kakao reviewer' },
      kinds: {
        REQUESTED: 'Review requested',
        RESUBMITTED: 'Resubmitted',
        INSPECTING: 'Review started',
        APPROVED: 'Approved',
        REJECTED: 'Rejected',
        QUESTION: 'Question',
        ANSWER: 'Answer',
      },
      ask: 'Ask',
      question: 'Ask the reviewer',
      questionHelp: '{{count}} / {{max}} · you are notified when the answer comes.',
      sent: 'Your question was sent.',
    },
    list: {
      columns: { profile: 'Sender profile', updatedAt: 'Updated' },
      register: 'New template',
      profileFilter: 'Sender profile',
      searchSubmit: 'Search',
      emptyFiltered: 'No templates match.',
    },
    detail: {
      info: 'Template',
      senderProfile: 'Sender profile',
      createdAt: 'Created',
      updatedAt: 'Updated',
      edit: 'Edit',
      delete: 'Delete',
      deleteConfirm: "Delete the template '{{name}}'? This cannot be undone.",
    },
  },
};

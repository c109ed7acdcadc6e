/**
 * KakaoTalk sender profiles and alimtalk templates (DOMAIN.md "KakaoTalk alimtalk"). Every limit the
 * server enforces and the screens explain is here, once. One module per area, re-exported here by
 * name (the server's loader does not follow `export *` of these modules): the package has no side
 * effects, so a screen that imports one area's names loads only that module.
 */
export { countKakaoChars } from './char-count';
export { KAKAO_LIMITS, KakaoSeqParams, kakaoVariableNames, requiredKakaoText } from './kakao-limits';
export { KakaoCategories, kakaoCategoryPath, type KakaoCategory } from './kakao-categories';
export {
  SENDER_PROFILE_STATUS_LABEL,
  SenderProfile,
  SenderProfileCreate,
  SenderProfileDetail,
  SenderProfileEvent,
  SenderProfileQuery,
  SenderProfileRecover,
  SenderProfileStatus,
  SenderProfileStatusChange,
  SenderProfileTokenRequest,
} from './kakao-profiles';
export {
  AC_BUTTON_NAME,
  ALIMTALK_STATUS_LABEL,
  AlimtalkButton,
  AlimtalkButtonType,
  AlimtalkEmphasis,
  AlimtalkItem,
  AlimtalkMessageType,
  AlimtalkTemplate,
  AlimtalkTemplateComment,
  AlimtalkTemplateDetail,
  AlimtalkTemplateStatus,
  CHANNEL_ADD_TEXT,
  QUICK_REPLY_TYPES,
  SenderProfileSeqInput,
  urlHost,
  type AlimtalkButtonInput,
} from './kakao-alimtalk-templates';
export {
  AlimtalkCommentCreate,
  AlimtalkReviewRequest,
  AlimtalkTemplateFields,
  AlimtalkTemplateInput,
  AlimtalkTemplateQuery,
  KAKAO_REVIEW_BUSINESS_DAYS,
  alimtalkReviewWarnings,
  alimtalkTemplateIssues,
  type AlimtalkTemplateFormValues,
  type ReviewWarning,
} from './kakao-alimtalk-template-input';
export {
  KAKAO_IMAGE_RULES,
  KakaoImage,
  KakaoImagePurpose,
  KakaoImageQuery,
  kakaoImageProblem,
  readImageSize,
} from './kakao-images';
export {
  BULK_BUTTONS,
  BULK_TEMPLATES_MAX,
  BULK_TEMPLATE_COLUMNS,
  BulkTemplateReport,
  BulkTemplateRequest,
  BulkTemplateRow,
  bulkRowToTemplate,
} from './kakao-bulk';
export {
  BRAND_IMAGE_PURPOSE,
  BRAND_LIMITS,
  BrandCard,
  BrandItem,
  BrandMessageType,
  BrandTemplate,
  BrandTemplateQuery,
  brandMessageText,
} from './kakao-brand-templates';
export { BrandTemplateInput, brandTemplateImages, type BrandTemplateFormValues } from './kakao-brand-template-input';

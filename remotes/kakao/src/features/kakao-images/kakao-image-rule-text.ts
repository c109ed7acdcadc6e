import type { TFunction } from 'i18next';
import { KAKAO_IMAGE_RULES, KAKAO_LIMITS, type KakaoImagePurpose } from '@console/contracts/kakao';

const MB = 1024 * 1024;

/** "5MB" or "500KB": the byte limit as the rule states it. */
export const byteLimitText = (bytes: number) => (bytes >= MB ? `${bytes / MB}MB` : `${bytes / 1024}KB`);

/** The rule of one use, worded from KAKAO_IMAGE_RULES (the numbers the server checks). */
export function kakaoImageRuleText(t: TFunction, purpose: KakaoImagePurpose): string {
  const rule = KAKAO_IMAGE_RULES[purpose];
  const max = byteLimitText(rule.maxBytes);
  if (rule.minRatio === rule.maxRatio)
    return t('kakaoImages.regist.ruleFixed', {
      width: KAKAO_LIMITS.templateImage.width,
      height: KAKAO_LIMITS.templateImage.height,
      minWidth: rule.minWidth,
      max,
    });
  return t('kakaoImages.regist.ruleRange', {
    minWidth: rule.minWidth,
    minRatio: rule.minRatio,
    maxRatio: rule.maxRatio,
    max,
  });
}

import { useTranslation } from 'react-i18next';
import { PRICES_KRW } from '@console/contracts/billing';
import { ALIMTALK_PRICE_KRW } from '@console/contracts/kakao-send';
import { useUi } from '@console/platform/hooks';
import { formatCount, formatDateTime, formatKrw, formatPhoneNumber } from '@console/ui/format';

export interface AlimtalkSendPlan {
  recipientCount: number;
  reserveAt: string | null | undefined;
  /** The number failures fall back from as SMS/LMS; null without fallback. */
  fallbackSender: string | null;
}

/** The estimated cost of an alimtalk send if every message is delivered (KRW before VAT). */
export const alimtalkCostKrw = (recipientCount: number) => recipientCount * ALIMTALK_PRICE_KRW;

/**
 * The question every alimtalk send asks before it goes: how many, what it costs (9원 each), when,
 * and that a fallback text is charged on its own as SMS/LMS. Resolves true when the user confirms.
 */
export function useConfirmAlimtalkSend() {
  const { t, i18n } = useTranslation();
  const ui = useUi();
  return (plan: AlimtalkSendPlan): Promise<boolean> => {
    const krw = (value: number) => formatKrw(value, i18n.language);
    const details = {
      count: formatCount(plan.recipientCount),
      cost: krw(alimtalkCostKrw(plan.recipientCount)),
      price: krw(ALIMTALK_PRICE_KRW),
    };
    const message = plan.reserveAt
      ? t('alimtalkSend.confirmReserve', { ...details, at: formatDateTime(plan.reserveAt) })
      : t('alimtalkSend.confirm', details);
    const fallback = plan.fallbackSender
      ? t('alimtalkSend.confirmFallback', {
          sender: formatPhoneNumber(plan.fallbackSender),
          sms: krw(PRICES_KRW.SMS),
          lms: krw(PRICES_KRW.LMS),
        })
      : '';
    return ui.confirm({
      title: t('alimtalkSend.confirmTitle'),
      message: `${message}${fallback}`,
      confirmText: plan.reserveAt ? t('alimtalkSend.submitReserve') : t('alimtalkSend.submit'),
    });
  };
}

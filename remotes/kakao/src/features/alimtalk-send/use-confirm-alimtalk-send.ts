import { useTranslation } from 'react-i18next';
import { PRICES_KRW } from '@console/contracts/prices';
import { ALIMTALK_PRICE_KRW } from '@console/contracts/kakao-send';
import { useSendConfirm } from '@console/send-kit/confirm/use-send-confirm';
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
 * The question every alimtalk send (current and legacy form) asks in the kit's confirmation: how
 * many, what it costs (9원 each), when, and that a fallback text is charged on its own as SMS/LMS.
 * `ask` resolves true when the user confirms; render `dialog` in the form.
 */
export function useConfirmAlimtalkSend({ busy }: { busy: boolean }) {
  const { t, i18n } = useTranslation();
  const { ask, dialog } = useSendConfirm({ busy });
  const krw = (value: number) => formatKrw(value, i18n.language);
  const confirmSend = (plan: AlimtalkSendPlan): Promise<boolean> => {
    const details = {
      count: formatCount(plan.recipientCount),
      cost: krw(alimtalkCostKrw(plan.recipientCount)),
      price: krw(ALIMTALK_PRICE_KRW),
    };
    return ask({
      title: t('alimtalkSend.confirmTitle'),
      lines: [
        plan.reserveAt
          ? t('alimtalkSend.confirmReserve', { ...details, at: formatDateTime(plan.reserveAt) })
          : t('alimtalkSend.confirm', details),
      ],
      notes: plan.fallbackSender
        ? [
            t('alimtalkSend.confirmFallback', {
              sender: formatPhoneNumber(plan.fallbackSender),
              sms: krw(PRICES_KRW.SMS),
              lms: krw(PRICES_KRW.LMS),
            }),
          ]
        : [],
      confirmLabel: plan.reserveAt ? t('alimtalkSend.submitReserve') : t('alimtalkSend.submit'),
    });
  };
  return { ask: confirmSend, dialog };
}

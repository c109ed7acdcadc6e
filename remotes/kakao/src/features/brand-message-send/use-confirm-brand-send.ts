import { useTranslation } from 'react-i18next';
import { PRICES_KRW } from '@console/contracts/prices';
import { brandPriceKrw, type BrandTargeting } from '@console/contracts/kakao-brand-send';
import { useSendConfirm } from '@console/send-kit/confirm/use-send-confirm';
import { formatCount, formatDateTime, formatKrw, formatPhoneNumber } from '@console/ui/format';

export interface BrandSendPlan {
  recipientCount: number;
  targeting: BrandTargeting;
  reserveAt: string | null | undefined;
  /** The number failures fall back from as an advertising SMS/LMS; null without fallback. */
  fallbackSender: string | null;
}

/** The most a brand send costs if every message is delivered (KRW before VAT), by its targeting's price. */
export const brandCostKrw = (recipientCount: number, targeting: BrandTargeting) =>
  recipientCount * brandPriceKrw(targeting);

/**
 * The question every brand send asks in the kit's confirmation: how many, to whom (the targeting),
 * what it costs at that targeting's price, when, that 080 opt-outs are left out, and that a fallback
 * text is charged on its own. `ask` resolves true when the user confirms; render `dialog` in the form.
 */
export function useConfirmBrandSend({ busy }: { busy: boolean }) {
  const { t, i18n } = useTranslation();
  const { ask, dialog } = useSendConfirm({ busy });
  const krw = (value: number) => formatKrw(value, i18n.language);
  const confirmSend = (plan: BrandSendPlan): Promise<boolean> => {
    const details = {
      count: formatCount(plan.recipientCount),
      targeting: t(`brandSend.targeting.${plan.targeting}Short`),
      cost: krw(brandCostKrw(plan.recipientCount, plan.targeting)),
      price: krw(brandPriceKrw(plan.targeting)),
    };
    const fallback = plan.fallbackSender
      ? t('brandSend.confirmFallback', {
          sender: formatPhoneNumber(plan.fallbackSender),
          sms: krw(PRICES_KRW.SMS),
          lms: krw(PRICES_KRW.LMS),
        })
      : null;
    return ask({
      title: t('brandSend.confirmTitle'),
      lines: [
        plan.reserveAt
          ? t('brandSend.confirmReserve', { ...details, at: formatDateTime(plan.reserveAt) })
          : t('brandSend.confirm', details),
      ],
      notes: fallback ? [fallback] : [],
      confirmLabel: plan.reserveAt ? t('brandSend.submitReserve') : t('brandSend.submit'),
    });
  };
  return { ask: confirmSend, dialog };
}

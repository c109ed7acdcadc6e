import type { ReactElement } from 'react';
import { lazyScreen, screenTexts } from '@console/platform/define-remote';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';

// One chunk per screen (named after its page file): a route downloads only the screen it shows.
/**
 * The Korean texts of the screens, a chunk per file, loaded with the screens that show them
 * (i18n/ko-at-mount.ts is added at mount). screen-texts.test.ts holds each screen to the keys its
 * code names.
 */
export const TEXT_LOADERS = {
  invoices: () =>
    import(/* webpackChunkName: "texts-invoices" */ './i18n/invoice-texts-ko').then((m) => ({
      invoices: m.invoiceTextsKo,
    })),
  teamCaps: () =>
    import(/* webpackChunkName: "texts-team-caps" */ './i18n/team-caps-texts-ko').then((m) => ({
      teamCaps: m.teamCapsTextsKo,
    })),
  usage: () =>
    import(/* webpackChunkName: "texts-usage" */ './i18n/usage-texts-ko').then((m) => ({ usage: m.usageTextsKo })),
  services: () =>
    import(/* webpackChunkName: "texts-services" */ './i18n/services-texts-ko').then((m) => ({
      services: m.servicesTextsKo,
    })),
  payment: () =>
    import(/* webpackChunkName: "texts-payment" */ './i18n/payment-texts-ko').then((m) => m.paymentTextsKo),
};
const texts = screenTexts(TEXT_LOADERS);

const InvoicePrintPage = lazyScreen(
  () => import(/* webpackChunkName: "invoice-print" */ './features/invoice-print/invoice-print-page'),
  'InvoicePrintPage',
  texts('invoices'),
);
const InvoiceListPage = lazyScreen(
  () => import(/* webpackChunkName: "invoice-list" */ './features/invoices/invoice-list-page'),
  'InvoiceListPage',
  texts('invoices'),
);
const CmsPopupPage = lazyScreen(
  () => import(/* webpackChunkName: "cms-popup" */ './features/cms-popup/cms-popup-page'),
  'CmsPopupPage',
  texts('payment'),
);
const PaymentInfoPage = lazyScreen(
  () => import(/* webpackChunkName: "payment-info" */ './features/payment-info/payment-info-page'),
  'PaymentInfoPage',
  texts('teamCaps', 'payment'),
);
const PaymentMethodDetailPage = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "payment-method-detail" */ './features/payment-method-detail/payment-method-detail-page'
    ),
  'PaymentMethodDetailPage',
  texts('payment'),
);
const PricingPage = lazyScreen(
  () => import(/* webpackChunkName: "pricing" */ './features/pricing/pricing-page'),
  'PricingPage',
);
const ServicesPage = lazyScreen(
  () => import(/* webpackChunkName: "services" */ './features/services/services-page'),
  'ServicesPage',
  texts('services'),
);
const UsagePage = lazyScreen(
  () => import(/* webpackChunkName: "usage" */ './features/usage/usage-page'),
  'UsagePage',
  texts('usage'),
);

/** Built screens by descriptor route id; every other route shows "준비 중인 화면". */
const built: Record<string, ReactElement> = {
  'billing-pricing': <PricingPage />,
  'billing-invoice': <InvoiceListPage />,
  'invoice-popup': <InvoicePrintPage />,
  'billing-history': <UsagePage />,
  'billing-service': <ServicesPage />,
  'billing-info': <PaymentInfoPage />,
  'billing-info-detail': <PaymentMethodDetailPage />,
  'cms-popup': <CmsPopupPage />,
};

export const screens: Record<string, ReactElement> = {
  ...notReadyScreens(descriptor.routes.filter((route) => !(route.id in built))),
  ...built,
};

import type { ReactElement } from 'react';
import { lazyScreen } from '@console/platform/define-remote';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';

// One chunk per screen (named after its page file): a route downloads only the screen it shows.
const InvoicePrintPage = lazyScreen(
  () => import(/* webpackChunkName: "invoice-print" */ './features/invoice-print/invoice-print-page'),
  'InvoicePrintPage',
);
const InvoiceListPage = lazyScreen(
  () => import(/* webpackChunkName: "invoice-list" */ './features/invoices/invoice-list-page'),
  'InvoiceListPage',
);
const CmsPopupPage = lazyScreen(
  () => import(/* webpackChunkName: "cms-popup" */ './features/cms-popup/cms-popup-page'),
  'CmsPopupPage',
);
const PaymentInfoPage = lazyScreen(
  () => import(/* webpackChunkName: "payment-info" */ './features/payment-info/payment-info-page'),
  'PaymentInfoPage',
);
const PaymentMethodDetailPage = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "payment-method-detail" */ './features/payment-method-detail/payment-method-detail-page'
    ),
  'PaymentMethodDetailPage',
);
const PricingPage = lazyScreen(
  () => import(/* webpackChunkName: "pricing" */ './features/pricing/pricing-page'),
  'PricingPage',
);
const ServicesPage = lazyScreen(
  () => import(/* webpackChunkName: "services" */ './features/services/services-page'),
  'ServicesPage',
);
const UsagePage = lazyScreen(() => import(/* webpackChunkName: "usage" */ './features/usage/usage-page'), 'UsagePage');

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

import type { ReactElement } from 'react';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';
import { InvoicePrintPage } from './features/invoice-print/invoice-print-page';
import { InvoiceListPage } from './features/invoices/invoice-list-page';
import { CmsPopupPage } from './features/cms-popup/cms-popup-page';
import { PaymentInfoPage } from './features/payment-info/payment-info-page';
import { PaymentMethodDetailPage } from './features/payment-method-detail/payment-method-detail-page';
import { PricingPage } from './features/pricing/pricing-page';
import { ServicesPage } from './features/services/services-page';
import { UsagePage } from './features/usage/usage-page';

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

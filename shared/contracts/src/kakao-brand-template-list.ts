// What the brand template list reads: the bubble types and the list query (kakao-brand-templates.ts
// re-exports them). On their own because the template schemas build on the alimtalk template ones,
// which a bundler cannot leave out of a page that only lists.
import { z } from 'zod';
import { KakaoTemplateQuery } from './kakao-template-query';

/** Bubble types (DOMAIN.md "Kakao brand message"); the commerce types are not offered yet. */
export const BrandMessageType = z.enum(['TEXT', 'IMAGE', 'WIDE', 'WIDE_ITEM_LIST', 'CAROUSEL_FEED']);
export type BrandMessageType = z.infer<typeof BrandMessageType>;

export const BrandTemplateQuery = KakaoTemplateQuery.extend({ type: BrandMessageType.optional() });
export type BrandTemplateQuery = z.input<typeof BrandTemplateQuery>;

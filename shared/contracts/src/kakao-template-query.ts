// The list query both Kakao template lists share (alimtalk, brand message); each adds its own filter.
// Apart from the template schemas, for the list pages.
import { z } from 'zod';
import { PageQuery } from './api-envelope';

export const KakaoTemplateQuery = PageQuery.extend({
  senderProfileSeq: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(50, '검색어는 50자까지 입력할 수 있어요.').optional(),
});

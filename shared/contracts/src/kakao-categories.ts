// Kakao's business categories of a sender profile (kakao.ts re-exports them).
import { z } from 'zod';

/** A node of a category tree served by GET /api/team/kakao/categories (leaves carry the code that is stored). */
export interface KakaoCategory {
  code: string;
  name: string;
  children?: KakaoCategory[];
}
export const KakaoCategories = z.object({
  /** Sender profile categories: 11-digit leaf codes in three levels. */
  senderProfile: z.array(z.any()),
  /** Alimtalk template categories: 6-digit leaf codes in two levels; 999999 = 기타. */
  template: z.array(z.any()),
});
export type KakaoCategories = { senderProfile: KakaoCategory[]; template: KakaoCategory[] };

/** The leaf of a tree with that code, with the names of its path ("쇼핑 > 종합몰 > 온라인 쇼핑몰"). */
export const kakaoCategoryPath = (tree: readonly KakaoCategory[], code: string): string | null => {
  for (const node of tree) {
    if (node.code === code && !node.children) return node.name;
    if (node.children) {
      const below = kakaoCategoryPath(node.children, code);
      if (below) return `${node.name} > ${below}`;
    }
  }
  return null;
};

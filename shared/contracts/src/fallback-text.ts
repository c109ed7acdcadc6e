// The SMS/LMS text a Kakao or RCS send falls back to: its problems, without the send schemas
// (rcs-send.ts re-exports it).
import { advertisingProblems } from './message-limits';
import { contentProblems, uncarriableCharacters, uncarriableMessage } from './text-bytes';

/** The fallback text's problems: EUC-KR carriable, within LMS bytes, advertising marks (as any SMS). */
export const fallbackTextProblems = (longestText: string, advertising: boolean): string[] => {
  const problems: string[] = [];
  const uncarriable = uncarriableCharacters(longestText);
  if (uncarriable.length > 0) problems.push(uncarriableMessage(uncarriable));
  problems.push(...contentProblems({ body: longestText }));
  if (advertising) problems.push(...advertisingProblems(longestText));
  return problems;
};

import type { KakaoProvider } from './kakao-provider';
import { createKakaoSimulator } from './simulator/kakao-simulator';

/**
 * Who delivers Kakao messages, by the name KAKAO_PROVIDER gives. Only the simulator so far; a real
 * BizMessage center connection is one more entry here (its own file beside this one).
 */
export const kakaoProviders = (options: {
  reportDelaySeconds: number;
  sendText(to: string, body: string): Promise<void>;
}): Record<string, () => KakaoProvider> => ({
  simulator: () => createKakaoSimulator(options),
});

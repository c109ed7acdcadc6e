import fp from 'fastify-plugin';
import {
  createAlimtalkTemplatesRepository,
  type AlimtalkTemplatesRepository,
} from '../../kakao/alimtalk-templates-repository';
import { createBrandTemplatesRepository, type BrandTemplatesRepository } from '../../kakao/brand-templates-repository';
import { createKakaoImagesRepository, type KakaoImagesRepository } from '../../kakao/kakao-images-repository';
import { createSenderProfilesRepository, type SenderProfilesRepository } from '../../kakao/sender-profiles-repository';

declare module 'fastify' {
  interface FastifyInstance {
    senderProfiles: SenderProfilesRepository;
    alimtalkTemplates: AlimtalkTemplatesRepository;
    kakaoImages: KakaoImagesRepository;
    brandTemplates: BrandTemplatesRepository;
    /** Seconds between the dev reviewer's steps on an alimtalk template; null = operators only. */
    kakaoReviewSimulatorSeconds: number | null;
  }
}

/** The kakao module: sender profiles, alimtalk templates and their review, brand-message templates, Kakao images. */
export default fp<{ kakaoReviewSimulatorSeconds: number | null }>(
  async (app, options) => {
    app.decorate('senderProfiles', createSenderProfilesRepository(app.db));
    app.decorate('alimtalkTemplates', createAlimtalkTemplatesRepository(app.db));
    app.decorate('kakaoImages', createKakaoImagesRepository(app.db));
    app.decorate('brandTemplates', createBrandTemplatesRepository(app.db));
    app.decorate('kakaoReviewSimulatorSeconds', options.kakaoReviewSimulatorSeconds);
  },
  { name: 'kakao', dependencies: ['database'] },
);

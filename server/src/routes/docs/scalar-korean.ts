import type { ApiReferenceConfiguration } from '@scalar/fastify-api-reference';

type Localization = NonNullable<ApiReferenceConfiguration['localization']>;

/**
 * The labels of the interactive API reference (Scalar) in Korean. Scalar ships no Korean locale; what
 * is not named here falls back to its English text.
 */
export const SCALAR_KOREAN: Localization = {
  locale: 'ko',
  direction: 'ltr',
  translations: {
    common: {
      description: '설명',
      httpMethod: 'HTTP 메서드',
      path: '경로',
      copyDefault: '복사',
      copyExample: '예시 복사',
    },
    search: {
      label: '검색',
      inputLabel: '엔드포인트 검색',
      open: '검색 열기',
      placeholder: '엔드포인트, 설명 검색',
      clear: '지우기',
      noResults: '결과가 없어요.',
      results: '검색 결과',
      navigate: '이동',
      select: '선택',
      entryOperation: '엔드포인트',
      entryTag: '분류',
    },
    navigation: {
      introduction: '소개',
      closeGroup: '접기',
      openGroup: '펼치기',
      closeMenu: '메뉴 닫기',
      openMenu: '메뉴 열기',
      operations: '엔드포인트',
      endpoints: '엔드포인트',
      showAllEndpoints: '엔드포인트 모두 보기',
      mainContent: '본문',
    },
    server: { label: '서버', select: '서버 선택' },
    info: { termsOfService: '이용약관' },
    clientLibraries: { heading: '클라이언트 코드', more: '더 보기', changeClient: '언어 바꾸기' },
    operation: {
      codeSampleUnavailable: '코드 예시가 없어요.',
      codeSample: '코드 예시',
      body: '본문',
      cookies: '쿠키',
      headers: '헤더',
      pathParameters: '경로 파라미터',
      queryParameters: '쿼리 파라미터',
      requestBody: '요청 본문',
      responses: '응답',
      testRequest: '직접 보내 보기',
    },
    response: { exampleResponses: '응답 예시', noBody: '본문 없음', showSchema: '스키마 보기', status: '상태' },
    schema: {
      example: '예시',
      examples: '예시',
      default: '기본값',
      required: '필수',
      deprecated: '더 이상 쓰지 않음',
      enum: '허용 값',
      showAllValues: '모든 값 보기',
      hideValues: '값 숨기기',
      nullable: 'null 가능',
      format: '형식',
      type: '유형',
    },
    download: { openapi: 'OpenAPI 문서 내려받기' },
    models: { label: '데이터 모델' },
    actions: {
      copied: '복사했어요',
      copyLink: '링크 복사',
      copyToClipboard: '복사',
      copyEndpointUrl: '엔드포인트 주소 복사',
      showMore: '더 보기',
    },
    apiClient: {
      requestBlock: {
        authentication: '인증',
        variables: '변수',
        cookies: '쿠키',
        headers: '헤더',
        queryParameters: '쿼리 파라미터',
        requestBody: '요청 본문',
      },
      responseBlock: {
        requestFailed: '요청을 보내지 못했어요.',
        response: '응답',
        requestHeaders: '요청 헤더',
        responseHeaders: '응답 헤더',
        body: '본문',
      },
      serverDropdown: { server: '서버' },
    },
  },
};

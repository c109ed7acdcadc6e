import { checkRemoteTexts } from '@console/testing/remote-contract-checks';

// Records when the English module is evaluated: only a page in English may load it.
const mockEnglishLoads: string[] = [];
jest.mock('./en', () => {
  mockEnglishLoads.push('en');
  return jest.requireActual<typeof import('./en')>('./en');
});

checkRemoteTexts({
  name: 'team',
  loadApp: () => import('../app'),
  englishLoads: mockEnglishLoads,
  english: () => import('./en').then((m) => m.en),
});

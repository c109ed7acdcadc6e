import { screen } from '@testing-library/react';
import { fakeUser, renderWithPlatform } from '@console/testing/fake-platform';
import { DASHBOARD_KIT_LANGUAGE_LOADERS, DASHBOARD_KIT_NS } from './dashboard-texts';
import { QuickActionsBlock } from './quick-actions/quick-actions-block';

// Records when the English module is evaluated: only a page in English may load it.
const mockEnglishLoads: string[] = [];
jest.mock('./dashboard-texts-en', () => {
  mockEnglishLoads.push('en');
  return jest.requireActual<typeof import('./dashboard-texts-en')>('./dashboard-texts-en');
});

const block = <QuickActionsBlock />;
const options = { user: fakeUser(), path: '/console/team/3/dashboard' };

describe('the dashboard kit texts', () => {
  it('come in Korean with the first block that renders, without the English module', () => {
    const { platform } = renderWithPlatform(block, options);
    expect(screen.getByRole('link', { name: '문자 보내기' })).toBeInTheDocument();
    expect(platform.i18n.hasResourceBundle('en', DASHBOARD_KIT_NS)).toBe(false);
    expect(mockEnglishLoads).toEqual([]);
  });

  it('in English, are loaded with the page language (as the shell does) and there at the first render', async () => {
    const english = await DASHBOARD_KIT_LANGUAGE_LOADERS.en();
    expect(mockEnglishLoads).toEqual(['en']);
    renderWithPlatform(block, { ...options, language: 'en', resources: { en: english } });
    expect(screen.getByRole('link', { name: 'Send a text' })).toBeInTheDocument();
  });
});

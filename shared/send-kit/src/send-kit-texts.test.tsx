import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@console/testing/fake-platform';
import { measureText } from './counter/measure-text';
import { TextCounter } from './counter/text-counter';
import { SEND_KIT_LANGUAGE_LOADERS, SEND_KIT_NS } from './send-kit-texts';

// Records when the English module is evaluated: only a page in English may load it.
const mockEnglishLoads: string[] = [];
jest.mock('./send-kit-texts-en', () => {
  mockEnglishLoads.push('en');
  return jest.requireActual<typeof import('./send-kit-texts-en')>('./send-kit-texts-en');
});

const counter = <TextCounter measure={measureText('hello', { counting: 'euc-kr' })} testId="count" />;

describe('the send kit texts', () => {
  it('come in Korean with the first part that renders, without the English module', () => {
    const { platform } = renderWithPlatform(counter);
    expect(screen.getByTestId('count')).toHaveTextContent('5 / 90바이트 · SMS');
    expect(platform.i18n.hasResourceBundle('en', SEND_KIT_NS)).toBe(false);
    expect(mockEnglishLoads).toEqual([]);
  });

  it('in English, are loaded with the page language (as the shell does) and there at the first render', async () => {
    const english = await SEND_KIT_LANGUAGE_LOADERS.en();
    expect(mockEnglishLoads).toEqual(['en']);
    renderWithPlatform(counter, { language: 'en', resources: { en: english } });
    expect(screen.getByTestId('count')).toHaveTextContent('5 / 90 bytes · SMS');
  });
});

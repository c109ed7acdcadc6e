import type { ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { pageOf, renderWithPlatform, type RenderWithPlatformOptions } from '@console/testing/fake-platform';
import { en } from '../../../i18n/en';
import { ko } from '../../../i18n/ko';
import { profileOf } from '../sender-key-fixtures';

export interface KakaoScreenOptions extends Pick<RenderWithPlatformOptions, 'user' | 'handlers'> {
  /** The URL to start at, e.g. /console/team/1/kakao/template/alimtalk/regist. */
  path: string;
  /** The router pattern the screen is mounted at. */
  routePath: string;
  teamSeq?: number;
}

/**
 * A kakao-remote screen on the fake platform with the remote's texts (Korean first); the team has one
 * active sender profile (`profileOf()`) unless `handlers` answer GET /api/team/kakao/sender-keys.
 */
export function renderKakaoScreen(element: ReactElement, { teamSeq = 1, handlers, ...options }: KakaoScreenOptions) {
  return renderWithPlatform(element, {
    ...options,
    teamSeq,
    defaultNS: 'kakao',
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    handlers: { 'GET /api/team/kakao/sender-keys': () => pageOf([profileOf()]), ...handlers },
  });
}

/** Types into the text field of that accessible name (one change event, as a paste). */
export const typeInto = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

/** Opens the select of that accessible name and picks the option. */
export async function chooseOption(combobox: string | RegExp, option: string | RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

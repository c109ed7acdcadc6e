import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { CallbackGuidePage } from './callback-guide-page';
import { RcsGuidePage } from './rcs-guide-page';

const render = (element: ReactElement, path: string) =>
  renderWithPlatform(element, {
    path,
    routePath: '/console/team/:teamSeq/*',
    defaultNS: 'messaging',
    resources: { ko: { messaging: ko }, en: { messaging: en } },
  });

describe('guide pages', () => {
  it('the sender number guide explains the law, the forms, the documents and the review time', () => {
    render(<CallbackGuidePage />, '/console/team/1/service/callback/regist-guide');
    expect(screen.getByRole('region', { name: '발신번호 사전등록제' })).toHaveTextContent('2015년 10월부터');
    expect(screen.getByRole('region', { name: '사용할 수 있는 번호' })).toHaveTextContent('15XX·16XX·18XX-XXXX');
    expect(screen.getByRole('region', { name: '필요한 서류' })).toHaveTextContent('최근 3개월 안에 발급');
    expect(screen.getByRole('region', { name: '필요한 서류' })).toHaveTextContent('PDF, JPG, PNG로 10MB까지');
    expect(screen.getByRole('region', { name: '심사 기간과 결과' })).toHaveTextContent('영업일 기준 2일');
    expect(screen.getByRole('link', { name: '발신번호 등록하러 가기' })).toHaveAttribute(
      'href',
      '/console/team/1/service/callback',
    );
  });

  it('the RCS guide explains the steps, the 010 restriction and the limits', () => {
    render(<RcsGuidePage />, '/console/team/1/service/rcs/regist-guide');
    expect(screen.getByRole('region', { name: '등록 순서' })).toHaveTextContent('010 휴대폰 번호는 안 돼요');
    expect(screen.getByRole('region', { name: 'RCS 메시지 종류와 한도' })).toHaveTextContent(
      'RCS LMS: 1,300자, 버튼 6개',
    );
    expect(screen.getByRole('link', { name: '발신번호 관리로 가기' })).toHaveAttribute(
      'href',
      '/console/team/1/service/callback',
    );
  });
});

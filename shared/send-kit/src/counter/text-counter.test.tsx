import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@console/testing/fake-platform';
import { SEND_KIT_LANGUAGE_LOADERS } from '../send-kit-texts';
import { measureText } from './measure-text';
import { TextCounter } from './text-counter';

describe('TextCounter', () => {
  it('shows bytes with the type, politely announced, in the normal colour within the limit', () => {
    renderWithPlatform(<TextCounter measure={measureText('가'.repeat(46), { counting: 'euc-kr' })} testId="count" />);
    const counter = screen.getByTestId('count');
    expect(counter).toHaveTextContent('92 / 2,000바이트 · LMS');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(counter).not.toHaveStyle({ color: 'rgb(211, 47, 47)' });
  });

  it('shows a subject without a type and characters for RCS and KakaoTalk', () => {
    renderWithPlatform(
      <>
        <TextCounter measure={measureText('공지', { counting: 'euc-kr', type: null, max: 40 })} />
        <TextCounter measure={measureText('안녕하세요 🚚', { counting: 'rcs', max: 1300 })} />
      </>,
    );
    expect(screen.getByText('4 / 40바이트')).toBeInTheDocument();
    expect(screen.getByText('7 / 1,300자')).toBeInTheDocument();
  });

  it('turns to the error colour past the limit and says so to a screen reader', () => {
    renderWithPlatform(
      <TextCounter measure={measureText('가'.repeat(101), { counting: 'kakao', max: 100 })} testId="count" />,
    );
    const counter = screen.getByTestId('count');
    expect(counter).toHaveTextContent('101 / 100자 (한도를 넘었어요)');
    expect(counter).toHaveStyle({ color: 'rgb(211, 47, 47)' });
  });

  it('speaks English with the English texts', async () => {
    // On a page in English the shell has loaded the kit's English before anything renders.
    renderWithPlatform(<TextCounter measure={measureText('hello', { counting: 'euc-kr' })} testId="count" />, {
      language: 'en',
      resources: { en: await SEND_KIT_LANGUAGE_LOADERS.en() },
    });
    expect(screen.getByTestId('count')).toHaveTextContent('5 / 90 bytes · SMS');
  });
});

import { ApiError } from './api-error';
import { showServerErrors } from './server-field-errors';

const invalid = (fieldErrors: { field: string; message: string }[], message = '입력값을 확인해 주세요.') =>
  new ApiError(400, 'Bad Request', message, 1001, fieldErrors);

describe('showServerErrors', () => {
  it('puts each field error under its own path and answers null when all found a field', () => {
    const setError = jest.fn();
    const answer = showServerErrors(setError, invalid([{ field: 'allowedIps.2', message: '올바른 IP가 아니에요.' }]), [
      'allowedIps',
    ]);
    expect(answer).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'allowedIps.2',
      { type: 'server', message: '올바른 IP가 아니에요.' },
      { shouldFocus: false },
    );
  });

  it('puts nested errors under the form field they belong to with placeAt root, focusing the first when asked', () => {
    const setError = jest.fn();
    const error = invalid([
      { field: 'recipients.2.phone', message: '올바른 전화번호 형식이 아니에요.' },
      { field: 'body', message: '내용을 입력해 주세요.' },
    ]);
    expect(showServerErrors(setError, error, ['recipients', 'body'], { placeAt: 'root', focus: true })).toBeNull();
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'recipients',
      { type: 'server', message: '올바른 전화번호 형식이 아니에요.' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'body',
      { type: 'server', message: '내용을 입력해 주세요.' },
      { shouldFocus: false },
    );
  });

  it('matches dotted form paths exactly (business.registrationNumber)', () => {
    const setError = jest.fn();
    showServerErrors(
      setError,
      invalid([{ field: 'business.registrationNumber', message: '이미 가입된 사업자등록번호예요.' }]),
      ['business.registrationNumber'],
    );
    expect(setError).toHaveBeenCalledWith(
      'business.registrationNumber',
      expect.objectContaining({ message: '이미 가입된 사업자등록번호예요.' }),
      expect.anything(),
    );
  });

  it('answers the message for errors without a field of the form, and for answers without field errors', () => {
    const setError = jest.fn();
    expect(
      showServerErrors(
        setError,
        invalid([{ field: 'teamSeq', message: '팀을 찾을 수 없어요.' }], '요청을 확인해 주세요.'),
        ['name'],
      ),
    ).toBe('요청을 확인해 주세요.');
    expect(showServerErrors(setError, new ApiError(409, 'Conflict', '이미 있는 이름이에요.'), ['name'])).toBe(
      '이미 있는 이름이에요.',
    );
    expect(setError).not.toHaveBeenCalled();
  });

  it('answers anything that is not an API error as text', () => {
    expect(showServerErrors(jest.fn(), new Error('네트워크 오류'), ['name'])).toBe('Error: 네트워크 오류');
  });
});

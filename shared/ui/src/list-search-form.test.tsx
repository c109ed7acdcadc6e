import { fireEvent, render, screen } from '@testing-library/react';
import { ListSearchForm, type SearchTermRule } from './list-search-form';

/** Like a contract's `q`: trimmed, at most 5 characters. */
const rule: SearchTermRule = {
  safeParse: (value) =>
    value.trim().length <= 5
      ? { success: true, data: value.trim() || undefined }
      : { success: false, error: { issues: [{ message: '검색어는 5자까지 입력할 수 있어요.' }] } },
};

function renderForm(initialValue = '') {
  const onSearch = jest.fn();
  render(
    <ListSearchForm
      label="이름 검색"
      help="이름의 일부"
      submitLabel="검색"
      initialValue={initialValue}
      rule={rule}
      onSearch={onSearch}
    />,
  );
  const field = screen.getByRole('textbox', { name: '이름 검색' });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '검색' }));
  return { onSearch, field, submit };
}

describe('ListSearchForm', () => {
  it('starts with the kept search and hands over the accepted term', () => {
    const { onSearch, field, submit } = renderForm('겨울');
    expect(screen.getByRole('search', { name: '이름 검색' })).toBeInTheDocument();
    expect(field).toHaveValue('겨울');
    fireEvent.change(field, { target: { value: ' 쿠폰 ' } });
    submit();
    expect(onSearch).toHaveBeenCalledWith('쿠폰');
  });

  it('says in place why a term is refused, sends nothing, and clears the error once accepted', () => {
    const { onSearch, field, submit } = renderForm();
    expect(screen.getByText('이름의 일부')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '아주 긴 검색어' } });
    submit();
    expect(screen.getByText('검색어는 5자까지 입력할 수 있어요.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '' } });
    submit();
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.getByText('이름의 일부')).toBeInTheDocument();
  });
});

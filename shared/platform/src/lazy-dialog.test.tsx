import { render, screen } from '@testing-library/react';
import { lazyDialog } from './lazy-dialog';

function Greeting({ open, name }: { open: boolean; name: string }) {
  return <div role="dialog" aria-label="인사" data-open={String(open)}>{`안녕하세요, ${name}님`}</div>;
}

describe('lazyDialog', () => {
  it('loads nothing while closed, loads on the first open, and stays mounted once closed again', async () => {
    const load = jest.fn(async () => ({ Greeting }));
    const LazyGreeting = lazyDialog(load, 'Greeting');
    const view = render(<LazyGreeting open={false} name="한빛" />);
    expect(view.container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();

    view.rerender(<LazyGreeting open name="한빛" />);
    expect(await screen.findByRole('dialog', { name: '인사' })).toHaveTextContent('안녕하세요, 한빛님');
    expect(load).toHaveBeenCalledTimes(1);

    // Closed again: the dialog stays mounted (its exit transition), told it is closed.
    view.rerender(<LazyGreeting open={false} name="한빛" />);
    expect(screen.getByRole('dialog', { name: '인사' })).toHaveAttribute('data-open', 'false');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a dialog without an open prop (mounted only while open) when it is first rendered', async () => {
    const Notice = ({ text }: { text: string }) => (
      <div role="dialog" aria-label="알림">
        {text}
      </div>
    );
    const load = jest.fn(async () => ({ Notice }));
    const LazyNotice = lazyDialog(load, 'Notice');
    expect(load).not.toHaveBeenCalled();
    render(<LazyNotice text="저장했어요." />);
    expect(await screen.findByRole('dialog', { name: '알림' })).toHaveTextContent('저장했어요.');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

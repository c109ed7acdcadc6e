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
});

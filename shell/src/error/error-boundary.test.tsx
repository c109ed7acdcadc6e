import { render } from '@testing-library/react';
import { useFatalError } from '../state/fatal-error-store';
import { FatalErrorBoundary } from './error-boundary';

function Broken(): never {
  throw Object.assign(new Error('render failed'), { status: 500 });
}

it('a fatal error during rendering moves the app to the error screen state', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useFatalError.setState({ error: null });
  const { container } = render(
    <FatalErrorBoundary>
      <Broken />
    </FatalErrorBoundary>,
  );
  expect(container).toBeEmptyDOMElement();
  expect(useFatalError.getState().error).toEqual({ status: 500, message: 'render failed' });
  jest.restoreAllMocks();
});

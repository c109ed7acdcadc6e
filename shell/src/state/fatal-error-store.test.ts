import { handleAppLevelForbidden, pageNotFound, useFatalError } from './fatal-error-store';

describe('fatal error store', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    useFatalError.setState({ error: null, mountFailures: [] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the error screen for a fatal error, with the 404 message of SPEC 5', () => {
    useFatalError.getState().raise(pageNotFound('/x/y'));
    expect(useFatalError.getState().error).toEqual({ status: 404, message: 'Page Not Found: /x/y' });
  });

  it('turns an app-level 403 into the re-login question instead of the error screen', () => {
    const handler = jest.fn();
    handleAppLevelForbidden(handler);
    useFatalError.getState().raise({ status: 403, message: 'Forbidden' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(useFatalError.getState().error).toBeNull();
  });

  it('records and logs mount failures', () => {
    useFatalError.getState().recordMountFailure(new Error('no #root'));
    expect(useFatalError.getState().mountFailures).toEqual(['no #root']);
    expect(console.error).toHaveBeenCalled();
  });
});

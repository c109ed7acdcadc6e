import { EXTERNAL_POPUP_SIZE } from '@console/contracts/timings';
import { openExternalPopup } from './external-popup';

it('opens the identity-check popup at 960 x 600', () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  openExternalPopup('/common/kmc-receive', 'kmc');
  expect(EXTERNAL_POPUP_SIZE).toEqual({ width: 960, height: 600 });
  expect(open).toHaveBeenCalledWith('/common/kmc-receive', 'kmc', expect.stringMatching(/^width=960,height=600,/));
  open.mockRestore();
});

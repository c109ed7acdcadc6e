import { leavesForServerPage } from './root-view';

describe('leavesForServerPage', () => {
  it('is true when the matched route is a page the server renders (the public brand site)', () => {
    expect(leavesForServerPage([{ route: {} }, { route: { handle: { document: true } } }])).toBe(true);
  });
  it('is false for the console and for remote screens', () => {
    expect(leavesForServerPage([{ route: {} }, { route: { handle: { document: false } } }])).toBe(false);
    expect(leavesForServerPage([])).toBe(false);
  });
});

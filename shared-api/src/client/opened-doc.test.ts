import { sinceOpened } from './opened-doc';

describe('sinceOpened', () => {
  it('sends back the version the form opened', () => {
    expect(sinceOpened({ name: 'HR-1', modified: '2026-11-28 10:00:00.000000' }, { status: 'Done' })).toEqual({
      status: 'Done',
      modified: '2026-11-28 10:00:00.000000',
    });
  });

  it('sends the patch alone when the version is unknown', () => {
    expect(sinceOpened({ name: 'HR-1' }, { status: 'Done' })).toEqual({ status: 'Done' });
  });
});

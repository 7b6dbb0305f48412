import { deleteEntry, saveEntry } from './party-editing';

const a = { name1: 'A' };
const b = { name1: 'B' };
const c = { name1: 'C' };

describe('saveEntry', () => {
  it('appends when nothing is being edited', () => {
    expect(saveEntry({ entries: [a], editIndex: null }, b)).toEqual({ entries: [a, b], editIndex: null });
  });

  it('replaces the entry at the edit index and ends edit mode', () => {
    expect(saveEntry({ entries: [a, b], editIndex: 0 }, c)).toEqual({ entries: [c, b], editIndex: null });
  });
});

describe('deleteEntry', () => {
  it('leaves edit mode when the edited entry is deleted', () => {
    expect(deleteEntry({ entries: [a, b, c], editIndex: 1 }, 1)).toEqual({ entries: [a, c], editIndex: null, leftEdit: true });
  });

  it('keeps editing the same entry when one above it is deleted', () => {
    expect(deleteEntry({ entries: [a, b, c], editIndex: 2 }, 0)).toEqual({ entries: [b, c], editIndex: 1, leftEdit: false });
  });

  it('keeps the edit index when one below it is deleted', () => {
    expect(deleteEntry({ entries: [a, b, c], editIndex: 0 }, 2)).toEqual({ entries: [a, b], editIndex: 0, leftEdit: false });
  });
});

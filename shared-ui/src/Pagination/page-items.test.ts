import { pageItems } from './page-items';
import type { PageItem } from './page-items';

/** Render items as the bar reads: "1 2 … 8 9 10 11 12 … 19 20". */
const bar = (items: PageItem[]) => items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');

describe('pageItems with 2 margin pages and 5 visible pages', () => {
  it.each([
    [1, '1 2 3 4 5 … 19 20'],
    [2, '1 2 3 4 5 6 … 19 20'],
    [4, '1 2 3 4 5 6 … 19 20'],
    [5, '1 2 3 4 5 6 7 … 19 20'],
    [6, '1 2 3 4 5 6 7 8 … 19 20'],
    [7, '1 2 … 5 6 7 8 9 … 19 20'],
    [10, '1 2 … 8 9 10 11 12 … 19 20'],
    [14, '1 2 … 12 13 14 15 16 … 19 20'],
    [15, '1 2 … 13 14 15 16 17 18 19 20'],
    [16, '1 2 … 14 15 16 17 18 19 20'],
    [18, '1 2 … 16 17 18 19 20'],
    [19, '1 2 … 16 17 18 19 20'],
    [20, '1 2 … 16 17 18 19 20'],
  ])('of 20 at page %i reads "%s"', (current, expected) => {
    expect(bar(pageItems(current, 20, { margin: 2, range: 5 }))).toBe(expected);
  });

  it('shows every page when there are no more than 5', () => {
    expect(bar(pageItems(1, 5))).toBe('1 2 3 4 5');
    expect(bar(pageItems(3, 3))).toBe('1 2 3');
  });

  it('shows the single hidden page instead of a break', () => {
    expect(bar(pageItems(1, 6))).toBe('1 2 3 4 5 6');
    expect(bar(pageItems(1, 8))).toBe('1 2 3 4 5 6 7 8');
    expect(bar(pageItems(1, 9))).toBe('1 2 3 4 5 … 8 9');
  });

  it('gives nothing for no pages and clamps a page out of range', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(bar(pageItems(99, 20))).toBe('1 2 … 16 17 18 19 20');
    expect(bar(pageItems(0, 20))).toBe('1 2 3 4 5 … 19 20');
  });

  it('gives each break a distinct key', () => {
    const keys = pageItems(10, 20).filter((item) => item.type === 'break').map((item) => item.type === 'break' && item.key);
    expect(new Set(keys).size).toBe(2);
  });
});

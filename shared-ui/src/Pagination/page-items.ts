export type PageItem = { type: 'page'; page: number } | { type: 'break'; key: string };

export interface PageItemsOptions {
  /** Pages always shown at each end (react-paginate `marginPagesDisplayed`). */
  margin?: number;
  /** Pages shown around the current one (react-paginate `pageRangeDisplayed`). */
  range?: number;
}

/** SPEC §2 "Shared pieces" and §9: 2 margin pages, 5 visible pages. */
export const PAGE_MARGIN = 2;
export const PAGE_RANGE = 5;

/**
 * The buttons of a pagination bar, with react-paginate's semantics (so the screens look the way
 * users know them): `current` and the result are 1-based; a gap of a single page is shown as
 * that page rather than as a break.
 */
export function pageItems(current: number, total: number, options: PageItemsOptions = {}): PageItem[] {
  const margin = options.margin ?? PAGE_MARGIN;
  const range = options.range ?? PAGE_RANGE;
  const pageCount = Math.max(0, Math.floor(total));
  if (pageCount === 0) return [];
  const selected = Math.min(Math.max(Math.floor(current), 1), pageCount) - 1;

  if (pageCount <= range) {
    return Array.from({ length: pageCount }, (_, index) => ({ type: 'page', page: index + 1 }));
  }

  let leftSide = range / 2;
  let rightSide = range - leftSide;
  if (selected > pageCount - range / 2) {
    rightSide = pageCount - selected;
    leftSide = range - rightSide;
  } else if (selected < range / 2) {
    leftSide = selected;
    rightSide = range - leftSide;
  }
  const adjustedRightSide = selected === 0 && range > 1 ? rightSide - 1 : rightSide;

  type Slot = { type: 'page'; index: number } | { type: 'break'; index: number };
  const slots: Slot[] = [];
  for (let index = 0; index < pageCount; index += 1) {
    const page = index + 1;
    const inMargin = page <= margin || page > pageCount - margin;
    const inRange = index >= selected - leftSide && index <= selected + adjustedRightSide;
    if (inMargin || inRange) {
      slots.push({ type: 'page', index });
    } else if (slots.length > 0 && slots[slots.length - 1].type !== 'break' && (range > 0 || margin > 0)) {
      slots.push({ type: 'break', index });
    }
  }

  return slots.map((slot, i) => {
    const before = slots[i - 1];
    const after = slots[i + 1];
    // "1 2 … 4" hides only page 3: show page 3 instead of the break.
    if (slot.type === 'break' && before?.type === 'page' && after?.type === 'page' && after.index - before.index <= 2) {
      return { type: 'page', page: slot.index + 1 };
    }
    return slot.type === 'page' ? { type: 'page', page: slot.index + 1 } : { type: 'break', key: `break-${slot.index + 1}` };
  });
}

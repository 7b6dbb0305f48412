import { allocate, candidateMask, candidatesFromMask, canonicalList, caseSeedOf, checkDraw, listHashOf, partyKey, pickNeutral } from './draw';

const SEED = 'a3'.repeat(32);
const neutrals = (count: number) => Array.from({ length: count }, (_, i) => `neutral${String(i).padStart(2, '0')}@example.in`);
const cases = (count: number, eligible: readonly string[], party = 'lender@example.in') =>
  Array.from({ length: count }, (_, i) => ({ name: `ARB-${String(i + 1).padStart(5, '0')}`, eligible, party }));

function loads(results: ReturnType<typeof allocate>) {
  const count = new Map<string, number>();
  for (const result of results) if (result.neutral) count.set(result.neutral, (count.get(result.neutral) ?? 0) + 1);
  return count;
}

describe('the appointment draw', () => {
  it('writes the eligible list canonically: trimmed, lower case, once each, in code-unit order', () => {
    expect(canonicalList([' B@x.in', 'a@x.in', 'b@x.in', 'Z@x.in', ''])).toEqual(['a@x.in', 'b@x.in', 'z@x.in']);
  });

  it('draws the same neutral from the same seed and list, whatever order the list came in', () => {
    const list = neutrals(7);
    const first = allocate(SEED, cases(1, list));
    const again = allocate(SEED, cases(1, [...list].reverse()));
    expect(again).toEqual(first);
    expect(first[0].neutral).not.toBeNull();
    expect(list).toContain(first[0].neutral);
  });

  it('draws from the seed: other seeds draw other neutrals', () => {
    const list = neutrals(10);
    const drawn = new Set(Array.from({ length: 40 }, (_, i) => allocate(i.toString(16).padStart(64, '0'), cases(1, list))[0].neutral));
    expect(drawn.size).toBeGreaterThan(5);
  });

  it('changes the list hash when the list changes, and not when only its order does', () => {
    const list = neutrals(5);
    expect(listHashOf('ARB-00001', list)).toBe(listHashOf('ARB-00001', [...list].reverse()));
    expect(listHashOf('ARB-00001', list.slice(1))).not.toBe(listHashOf('ARB-00001', list));
    expect(listHashOf('ARB-00001', [...list, 'new@example.in'])).not.toBe(listHashOf('ARB-00001', list));
    expect(listHashOf('ARB-00002', list)).not.toBe(listHashOf('ARB-00001', list));
  });

  it('keeps every neutral within one case of the fair share across a bulk', () => {
    const list = neutrals(13);
    const results = allocate(SEED, cases(1000, list));
    const fair = 1000 / 13;
    for (const neutral of list) expect(Math.abs((loads(results).get(neutral) ?? 0) - fair)).toBeLessThanOrEqual(1);
  });

  it('balances each group of cases over its own eligible neutrals', () => {
    const hindi = neutrals(4);
    const all = neutrals(10);
    const results = allocate(SEED, [...cases(400, all), ...cases(200, hindi).map((c) => ({ ...c, name: `MED-${c.name.slice(4)}` }))]);
    const count = loads(results);
    // The Hindi cases go first to the four Hindi-speaking neutrals (MED- sorts after ARB-, so
    // they already hold 40 each): 200 more over four = 50 each.
    for (const neutral of hindi) expect(count.get(neutral)).toBe(90);
    for (const neutral of all.slice(4)) expect(count.get(neutral)).toBe(40);
  });

  it('never exceeds a capacity or a party allowance, and draws nobody when no one is left', () => {
    const list = neutrals(3);
    const capacity = new Map([[list[0], 1]]);
    const partyAllowance = new Map([[partyKey(list[1], 'lender@example.in'), 2]]);
    const results = allocate(SEED, cases(10, list), { capacity, partyAllowance });
    const count = loads(results);
    expect(count.get(list[0])).toBe(1);
    expect(count.get(list[1])).toBe(2);
    expect(count.get(list[2])).toBe(7);
    const none = allocate(SEED, cases(2, [list[0]]), { capacity: new Map([[list[0], 1]]) });
    expect(none[1].neutral).toBeNull();
    expect(candidatesFromMask(none[1].list, none[1].candidates)).toEqual([]);
  });

  it('lets anyone recompute a draw from its published record, and catches any changed figure', () => {
    const results = allocate(SEED, cases(30, neutrals(6)));
    for (const result of results) {
      const published = { case_name: result.name, eligible: result.list, list_hash: result.listHash, allocation_seed: SEED, case_seed: result.caseSeed, candidates: result.candidates, neutral: result.neutral };
      expect(checkDraw(published).ok).toBe(true);
      expect(checkDraw({ ...published, allocation_seed: 'b4'.repeat(32) }).ok).toBe(false);
      expect(checkDraw({ ...published, eligible: result.list.slice(1) }).ok).toBe(false);
      const other = result.list.find((neutral) => neutral !== result.neutral);
      expect(checkDraw({ ...published, neutral: other ?? null }).ok).toBe(false);
    }
  });

  it('picks by the hash: the case seed, the list hash and the candidates all matter', () => {
    const list = neutrals(20);
    const all = candidateMask(list, new Set(list));
    const seed = caseSeedOf(SEED, 'ARB-00001');
    const hash = listHashOf('ARB-00001', list);
    const picks = new Set([pickNeutral(seed, hash, list, all), pickNeutral(caseSeedOf(SEED, 'ARB-00002'), hash, list, all), pickNeutral(seed, listHashOf('ARB-00003', list), list, all)]);
    expect(picks.size).toBeGreaterThan(1);
    expect(pickNeutral(seed, hash, list, candidateMask(list, new Set()))).toBeNull();
    expect(pickNeutral(seed, hash, list, candidateMask(list, new Set([list[7]])))).toBe(list[7]);
  });
});

import { sha256Hex } from './sha256';

/*
 * The appointment draw, published so that any party can recompute it (the `/verify-draw/<id>`
 * page runs this very module in the browser). A court asked ODR platforms to explain their
 * "randomised" appointments: this is the explanation, and a draw record lets anyone check it.
 *
 * For one case:
 *   1. its eligible neutrals are written in canonical order (trimmed, lower case, no repeats,
 *      sorted by UTF-16 code units) and hashed (the list digest), then hashed again with the case
 *      number: the list hash. The hash is stored (committed) before the seed exists, so nobody
 *      can choose a seed after seeing the list;
 *   2. the allocation's seed (32 random bytes from the server, taken after the commit) is hashed
 *      with the case number into the case seed;
 *   3. rotation with balancing: the candidates are the eligible neutrals still within their
 *      limits holding the fewest cases of this allocation so far (recorded as a bit mask over the
 *      list, so the page shows who they were);
 *   4. SHA-256 of (case seed, list hash, candidate mask), read as a 256-bit number, modulo the number
 *      of candidates, is the index of the neutral drawn (the modulo bias is below 2^-240).
 * Any change to the algorithm is a new version: stored draws name the version they used.
 */

export const DRAW_ALGORITHM = { name: 'arbitroute-balanced-sha256-draw', version: '1' } as const;
const ALGORITHM_ID = `${DRAW_ALGORITHM.name}/${DRAW_ALGORITHM.version}`;

/** The eligible list as it is hashed: trimmed, lower case, each neutral once, in code-unit order. */
export function canonicalList(neutrals: readonly string[]): string[] {
  const unique = [...new Set(neutrals.map((name) => name.trim().toLowerCase()).filter((name) => name !== ''))];
  return unique.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The digest of an eligible list in its canonical form. */
export function listDigestOf(eligible: readonly string[]): string {
  return sha256Hex(`${ALGORITHM_ID}\nlist\n${canonicalList(eligible).join('\n')}`);
}

/** The commitment to one case's eligible list: the case number with the list's digest. */
export function listHashOf(caseName: string, eligible: readonly string[], listDigest = listDigestOf(eligible)): string {
  return sha256Hex(`${ALGORITHM_ID}\ncase\n${caseName}\n${listDigest}`);
}

/** One case's seed, from the allocation's seed (hex) and the case number. */
export function caseSeedOf(allocationSeed: string, caseName: string): string {
  return sha256Hex(`${ALGORITHM_ID}\nseed\n${allocationSeed}\n${caseName}`);
}

/** The candidates as a hex bit mask over the canonical list: bit i (of byte i >> 3, from the low bit) is list[i]. */
export function candidateMask(list: readonly string[], candidates: ReadonlySet<string>): string {
  const bytes = new Uint8Array(Math.ceil(list.length / 8));
  list.forEach((neutral, index) => {
    if (candidates.has(neutral)) bytes[index >> 3] |= 1 << (index & 7);
  });
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The candidates a mask names, in the list's order. */
export function candidatesFromMask(list: readonly string[], mask: string): string[] {
  return list.filter((_, index) => {
    const byte = Number.parseInt(mask.slice((index >> 3) * 2, (index >> 3) * 2 + 2), 16);
    return Number.isInteger(byte) && (byte & (1 << (index & 7))) !== 0;
  });
}

/**
 * Step 4: the neutral the hash picks among the candidates, given as their mask over the canonical
 * list (with the list hash, the mask names them exactly); null when there are none.
 */
export function pickNeutral(caseSeed: string, listHash: string, list: readonly string[], mask: string): string | null {
  const candidates = candidatesFromMask(list, mask);
  if (candidates.length === 0) return null;
  const digest = sha256Hex(`${ALGORITHM_ID}\ndraw\n${caseSeed}\n${listHash}\n${mask}`);
  return candidates[Number(BigInt(`0x${digest}`) % BigInt(candidates.length))];
}

export interface DrawCase {
  /** The case number (ARB-00001). */
  name: string;
  /** Its eligible neutrals (any order; canonicalised here). */
  eligible: readonly string[];
  /** The appointing party (the claimant): the Fifth Schedule item 22 count is kept per neutral per party. */
  party: string;
}

export interface DrawLimits {
  /** Cases each neutral may still take (max open cases minus open ones); absent = no limit. */
  capacity?: ReadonlyMap<string, number>;
  /** Appointments a neutral may still take from a party, keyed `partyKey(neutral, party)`; absent = no limit. */
  partyAllowance?: ReadonlyMap<string, number>;
}

export const partyKey = (neutral: string, party: string) => `${neutral}\n${party.trim().toLowerCase()}`;

export interface DrawResult {
  name: string;
  list: string[];
  listHash: string;
  caseSeed: string;
  /** Hex bit mask of the candidates over `list`. */
  candidates: string;
  neutral: string | null;
}

/** The order cases are drawn in: by case number, so the record alone says it. */
export function drawOrder<T extends { name: string }>(cases: readonly T[]): T[] {
  return [...cases].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * A whole allocation (one case, a selection or a Lot), case by case in case-number order. Each
 * neutral's load in a group of cases with the same eligible list stays within one case of the
 * others': a neutral gets a second case only when every other candidate has one.
 */
export function allocate(allocationSeed: string, cases: readonly DrawCase[], limits: DrawLimits = {}): DrawResult[] {
  const load = new Map<string, number>();
  const capacity = new Map(limits.capacity ?? []);
  const allowance = new Map(limits.partyAllowance ?? []);
  const results: DrawResult[] = [];
  // Cases of a bulk mostly share one list: canonicalised and digested once per list given.
  const lists = new Map<readonly string[], { list: string[]; digest: string }>();
  for (const drawCase of drawOrder(cases)) {
    let known = lists.get(drawCase.eligible);
    if (!known) {
      const list = canonicalList(drawCase.eligible);
      known = { list, digest: listDigestOf(list) };
      lists.set(drawCase.eligible, known);
    }
    const { list } = known;
    const listHash = listHashOf(drawCase.name, list, known.digest);
    const caseSeed = caseSeedOf(allocationSeed, drawCase.name);
    let fewest = Infinity;
    const within: string[] = [];
    for (const neutral of list) {
      if ((capacity.get(neutral) ?? 1) <= 0) continue;
      if ((allowance.get(partyKey(neutral, drawCase.party)) ?? 1) <= 0) continue;
      within.push(neutral);
      fewest = Math.min(fewest, load.get(neutral) ?? 0);
    }
    const mask = candidateMask(list, new Set(within.filter((neutral) => (load.get(neutral) ?? 0) === fewest)));
    const neutral = pickNeutral(caseSeed, listHash, list, mask);
    if (neutral) {
      load.set(neutral, (load.get(neutral) ?? 0) + 1);
      if (capacity.has(neutral)) capacity.set(neutral, (capacity.get(neutral) ?? 0) - 1);
      const key = partyKey(neutral, drawCase.party);
      if (allowance.has(key)) allowance.set(key, (allowance.get(key) ?? 0) - 1);
    }
    results.push({ name: drawCase.name, list, listHash, caseSeed, candidates: mask, neutral });
  }
  return results;
}

export interface PublishedDraw {
  case_name: string;
  eligible: readonly string[];
  list_hash: string;
  allocation_seed: string;
  case_seed: string;
  candidates: string;
  neutral: string | null;
}

export interface DrawCheck {
  listHash: boolean;
  caseSeed: boolean;
  candidates: string[];
  neutral: string | null;
  /** Every step recomputes to what the record says. */
  ok: boolean;
}

/** Recomputes a published draw from its own record (what the verification page does). */
export function checkDraw(draw: PublishedDraw): DrawCheck {
  const list = canonicalList(draw.eligible);
  const listHash = listHashOf(draw.case_name, list) === draw.list_hash;
  const caseSeed = caseSeedOf(draw.allocation_seed, draw.case_name) === draw.case_seed;
  const candidates = candidatesFromMask(list, draw.candidates);
  const neutral = pickNeutral(draw.case_seed, draw.list_hash, list, draw.candidates);
  const sameList = list.length === draw.eligible.length && list.every((name, index) => name === draw.eligible[index]);
  return { listHash, caseSeed, candidates, neutral, ok: listHash && caseSeed && sameList && neutral === draw.neutral };
}

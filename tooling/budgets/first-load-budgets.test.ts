import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { CHECKED_BUDGETS, FIRST_LOAD_BUDGETS, INTERIM_CEILINGS, brotliBytes, checkBudgets } from './first-load-budgets.cjs';

describe('first-load budget check', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the pages to the goals: login 170 KB, respondent portal 120 KB, a remote 60 KB', () => {
    expect(FIRST_LOAD_BUDGETS).toEqual({ shellLogin: 170 * 1024, respondentPortal: 120 * 1024, remoteFirstScreen: 60 * 1024 });
  });

  it('lets a page stay above its goal only by a named interim ceiling, never by loosening the goal', () => {
    for (const [key, ceiling] of Object.entries(INTERIM_CEILINGS)) {
      expect(CHECKED_BUDGETS[key]).toBe(ceiling);
    }
    expect(CHECKED_BUDGETS.shellLogin).toBe(FIRST_LOAD_BUDGETS.shellLogin);
    expect(CHECKED_BUDGETS.remoteFirstScreen).toBe(FIRST_LOAD_BUDGETS.remoteFirstScreen);
  });

  it('passes pages within their budget and fails a page once its budget is lowered below it', () => {
    const login = { page: 'shell login', budgetKey: 'shellLogin', bytes: 150 * 1024 };
    expect(checkBudgets([login])).toEqual([]);
    const lowered = { ...FIRST_LOAD_BUDGETS, shellLogin: 140 * 1024 };
    expect(checkBudgets([login], lowered)).toEqual(['shell login: 150.0 KB of script is over its 140.0 KB budget by 10.0 KB']);
  });

  it('fails a page measured against a budget that does not exist', () => {
    expect(checkBudgets([{ page: 'new screen', budgetKey: 'newScreen', bytes: 1 }])).toEqual(['new screen: no budget named "newScreen"']);
  });

  it('counts a file as the server sends it: its .br copy when the build wrote one, else brotli of the file', () => {
    const script = path.join(dir, 'main.js');
    const content = `var x = ${JSON.stringify('abc'.repeat(4000))};`;
    writeFileSync(script, content);
    const compressed = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    expect(brotliBytes(script)).toBe(compressed);
    expect(brotliBytes(script)).toBeLessThan(content.length);
    writeFileSync(`${script}.br`, Buffer.alloc(1234));
    expect(brotliBytes(script)).toBe(1234);
  });
});

import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { ImportRowCounter, parseImportCsv, streamImportCsv } from './run-import';

const CSV = '\uFEFFname1,address\n# a note, not a row\n"Gāndhi, M.","12 MG Road\nPune"\n\n,,\nRavi,"He said ""hi"""\n';

/** The file's bytes in chunks of `size`: a multi-byte character is cut between two of them. */
const chunked = (size: number) => {
  const bytes = Buffer.from(CSV, 'utf8');
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
};

async function records(body: Readable): Promise<string[][]> {
  const out: string[][] = [];
  for await (const record of streamImportCsv(body)) out.push(record as string[]);
  return out;
}

describe('bulk import file, read as a stream', () => {
  it('parses the stored bytes as the whole text parses, however the store cuts them', async () => {
    const whole = parseImportCsv(CSV);
    assert.deepEqual(whole.rows, [['Gāndhi, M.', '12 MG Road\nPune'], ['Ravi', 'He said "hi"']], 'a row of empty cells is blank');
    for (const size of [1, 2, 5, 64, 4096]) {
      const [header, ...rows] = await records(Readable.from(chunked(size)));
      assert.deepEqual(header, ['name1', 'address'], `chunks of ${size}`);
      assert.deepEqual(rows, whole.rows, `chunks of ${size}`);
    }
  });

  it('counts data rows the same fed whole or in pieces: quoted line breaks, notes and blank lines are not rows', () => {
    for (const size of [1, 3, 7, CSV.length]) {
      const counter = new ImportRowCounter();
      for (let at = 0; at < CSV.length; at += size) counter.push(CSV.slice(at, at + size));
      assert.equal(counter.total, 2, `pieces of ${size}`);
    }
    const unfinished = new ImportRowCounter();
    unfinished.push('name1\nA\nB');
    assert.equal(unfinished.total, 2, 'a last row without a line break counts');
  });

  it('fails the parse when the store fails mid-read, instead of waiting for ever', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('name1\nA\n');
        throw new Error('store unreachable');
      })(),
    );
    await assert.rejects(records(failing), /store unreachable/);
  });
});

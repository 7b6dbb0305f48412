import type { TrackingImportRow } from '../api/service';

/**
 * India Post tracking rows from a CSV: article number, status, and optionally date (DD-MM-YYYY)
 * and remarks, in that order; a first line naming the columns is skipped, as are blank lines.
 * Quoted cells ("Delivered, to addressee") keep their commas. The server checks every row.
 */
export function parseTrackingCsv(text: string): TrackingImportRow[] {
  const rows: TrackingImportRow[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const cells = splitCsvLine(line).map((cell) => cell.trim());
    if (rows.length === 0 && /article/i.test(cells[0] ?? '')) continue;
    const [article_number = '', status = '', date = '', remarks = ''] = cells;
    rows.push({ article_number: article_number.toUpperCase().replace(/\s+/g, ''), status, ...(date ? { date } : {}), ...(remarks ? { remarks } : {}) });
  }
  return rows;
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

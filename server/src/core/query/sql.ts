/** Identifiers are whitelisted before they get here; quoting keeps spaces and case intact. */
export function quoteIdent(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

/** Collects bound parameter values and hands out their `$n` placeholders. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * ` LIMIT n[ OFFSET $k]` for a page. The page size is written into the text and a first page has
 * no OFFSET: with both bound as parameters PostgreSQL cannot cost a generic plan for a named
 * statement and plans it afresh on every run, which was two thirds of a list page's time in the
 * database (65 µs of 90). A few page sizes and "first page or not" keep the texts few.
 */
export function pageSql(limit: number, offset: number, params: SqlParams): string {
  const limitSql = Number.isSafeInteger(limit) && limit >= 0 ? ` LIMIT ${limit}` : ` LIMIT ${params.add(limit)}`;
  return offset === 0 ? limitSql : `${limitSql} OFFSET ${params.add(offset)}`;
}

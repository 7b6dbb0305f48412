/**
 * Both engines return dates, times and decimals as the text PostgreSQL prints, so values are
 * zone-free and exact; the doctype layer formats them. int8 (counts) becomes a plain number.
 */
export const PG_TYPE = {
  INT8: 20,
  NUMERIC: 1700,
  DATE: 1082,
  TIME: 1083,
  TIMESTAMP: 1114,
  TIMESTAMPTZ: 1184,
} as const;

const asText = (value: string): string => value;

export const TEXT_PARSERS: Record<number, (value: string) => unknown> = {
  [PG_TYPE.INT8]: (value: string) => Number(value),
  [PG_TYPE.NUMERIC]: asText,
  [PG_TYPE.DATE]: asText,
  [PG_TYPE.TIME]: asText,
  [PG_TYPE.TIMESTAMP]: asText,
  [PG_TYPE.TIMESTAMPTZ]: asText,
};

/*
 * A small DER writer and reader: enough for CMS SignedData (RFC 5652), the ESS attributes of
 * RFC 5035 and RFC 3161 time-stamp requests. Writing the bytes ourselves keeps them exact (a
 * certificate is embedded as it was issued, never re-encoded) and costs nothing per signature.
 */

function lengthBytes(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export function tlv(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), lengthBytes(body.length), body]);
}

export const seq = (...items: Buffer[]) => tlv(0x30, ...items);
/** A SET OF in DER order (its elements sorted by their encodings). */
export const setOf = (...items: Buffer[]) => tlv(0x31, ...[...items].sort(Buffer.compare));
export const octets = (value: Buffer) => tlv(0x04, value);
export const nullValue = () => Buffer.from([0x05, 0x00]);
export const bool = (value: boolean) => Buffer.from([0x01, 0x01, value ? 0xff : 0x00]);
/** [n] EXPLICIT (constructed context tag around a whole element). */
export const explicit = (n: number, ...items: Buffer[]) => tlv(0xa0 | n, ...items);
export const generalizedTime = (date: Date) => tlv(0x18, Buffer.from(`${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`, 'latin1'));

/** A non-negative INTEGER from its big-endian magnitude. */
export function integer(magnitude: Buffer | number): Buffer {
  let bytes = typeof magnitude === 'number' ? Buffer.from(magnitude.toString(16).padStart(2, '0').padStart(Math.ceil(magnitude.toString(16).length / 2) * 2, '0'), 'hex') : magnitude;
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0 && bytes[start + 1] < 0x80) start += 1;
  bytes = bytes.subarray(start);
  if (bytes[0] >= 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return tlv(0x02, bytes);
}

export function oid(dotted: string): Buffer {
  const parts = dotted.split('.').map(Number);
  const bytes: number[] = [parts[0] * 40 + parts[1]];
  for (const part of parts.slice(2)) {
    const chunk: number[] = [part & 0x7f];
    for (let rest = Math.floor(part / 128); rest > 0; rest = Math.floor(rest / 128)) chunk.unshift(0x80 | (rest & 0x7f));
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

export interface Element {
  tag: number;
  /** The whole element (tag, length, content). */
  raw: Buffer;
  content: Buffer;
}

/** The element that starts at `offset`. */
export function read(buffer: Buffer, offset = 0): Element {
  const tag = buffer[offset];
  let length = buffer[offset + 1];
  let header = 2;
  if (length === undefined || tag === undefined) throw new Error('DER: truncated');
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new Error('DER: unsupported length');
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + buffer[offset + 2 + i];
    header += count;
  }
  const end = offset + header + length;
  if (end > buffer.length) throw new Error('DER: truncated');
  return { tag, raw: buffer.subarray(offset, end), content: buffer.subarray(offset + header, end) };
}

/** The elements inside a constructed element. */
export function children(element: Element): Element[] {
  const items: Element[] = [];
  for (let offset = 0; offset < element.content.length; ) {
    const item = read(element.content, offset);
    items.push(item);
    offset += item.raw.length;
  }
  return items;
}

export function oidText(element: Element): string {
  const bytes = element.content;
  const parts = [Math.floor(bytes[0] / 40), bytes[0] % 40];
  let value = 0;
  for (const byte of bytes.subarray(1)) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

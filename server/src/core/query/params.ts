import { ValidationError } from '../errors';

/**
 * Query-string parameters arrive as text; the JSON ones are parsed here so every malformed value
 * becomes a 417 naming the parameter instead of a crash further down.
 */
export function parseJsonParam(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === null) return undefined;
  if (Array.isArray(raw)) throw new ValidationError(`Parameter ${name} was given more than once`);
  if (typeof raw !== 'string') return raw;
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new ValidationError(`Parameter ${name} is not valid JSON: ${truncate(raw)}`);
  }
}

export function parseIntParam(name: string, raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (Array.isArray(raw)) throw new ValidationError(`Parameter ${name} was given more than once`);
  const text = String(raw).trim();
  if (!/^\d{1,9}$/.test(text)) throw new ValidationError(`Parameter ${name} must be a whole number, got: ${truncate(text)}`);
  return Number(text);
}

export function parseBoolParam(name: string, raw: unknown, fallback: boolean): boolean {
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw !== 0;
  const text = String(raw).trim().toLowerCase();
  if (['1', 'true', 'yes'].includes(text)) return true;
  if (['0', 'false', 'no'].includes(text)) return false;
  throw new ValidationError(`Parameter ${name} must be true or false, got: ${truncate(text)}`);
}

export function truncate(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

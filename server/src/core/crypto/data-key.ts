import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Field encryption at rest (AES-256-GCM). Stored form:
 * `enc:v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url parts), the key id being the first 8 hex
 * digits of the key's SHA-256, so a value names the key that opens it.
 */
const PREFIX = 'enc:v1:';
export const KEY_FILE = 'data.key';

const keys = new Map<string, Buffer>();
let current: { id: string; key: Buffer } | null = null;

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

function useKey(key: Buffer): void {
  const id = keyId(key);
  keys.set(id, key);
  current = { id, key };
}

/**
 * Key rotation without downtime: several keys, newest first. Every one opens the values written
 * under it; only the newest encrypts. The re-encryption job (reencrypt.ts) then moves old values to
 * the newest key, after which the older keys may be dropped from the setting.
 */
function useKeys(list: Buffer[]): void {
  if (list.length === 0) throw new Error('The data key must be 32 bytes: 64 hex characters or base64');
  for (const key of list.slice(1)) keys.set(keyId(key), key);
  useKey(list[0]);
}

/** One key, or several separated by commas, spaces or lines, newest first. */
function parseKeys(text: string): Buffer[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(parseKey);
}

/** The id of the key new values are encrypted with. */
export function currentDataKeyId(): string {
  if (!current) throw new Error('No data key loaded');
  return current.id;
}

/** 64 hex characters or base64 of 32 bytes. */
function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('The data key must be 32 bytes: 64 hex characters or base64');
  return key;
}

export interface DataKeySource {
  /** DATA_KEY from the environment: a key, or several (newest first) while rotating. */
  key?: string;
  dataDir?: string;
  databaseUrl?: string;
}

/**
 * Chooses the key: the one given (DATA_KEY), else `<dataDir>/data.key` (created once with mode
 * 0600), else — only for a database that lives no longer than the process (in-memory PGlite,
 * test databases) — a random key for this process. A PostgreSQL server with neither would hold
 * values no later start could read, so that is refused.
 */
export async function loadDataKey(source: DataKeySource): Promise<void> {
  if (source.key) return useKeys(parseKeys(source.key));
  if (source.dataDir) {
    const file = path.join(source.dataDir, KEY_FILE);
    await mkdir(source.dataDir, { recursive: true });
    try {
      await writeFile(file, randomBytes(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
    // One key a line, newest first (a rotation adds a line at the top).
    return useKeys(parseKeys(await readFile(file, 'utf8')));
  }
  if (source.databaseUrl) {
    throw new Error('Set DATA_KEY (or DATA_DIR for the key file): Aadhaar numbers are stored encrypted and need a lasting key');
  }
  if (!current) useKey(randomBytes(32));
}

export function isEncrypted(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

export function encryptText(plain: string): string {
  if (!current) throw new Error('No data key loaded');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', current.key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX + current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
}

/** Plain values stored before encryption was turned on are returned as they are (and encrypted at their next save). */
export function decryptText(stored: string): string {
  if (!isEncrypted(stored)) return stored;
  const [id, iv, tag, body] = stored.slice(PREFIX.length).split(':');
  const key = keys.get(id);
  if (!key) throw new Error(`Encrypted value needs data key ${id}, which is not loaded (check DATA_KEY / DATA_DIR)`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * A keyed fingerprint of a value (HMAC-SHA256 under a key derived from the data key), so equal
 * encrypted values (an Aadhaar number on two profiles) can be found without decrypting them.
 * `keyId` names the data key: fingerprints made under another key must be made again.
 */
export function fingerprintText(purpose: string, plain: string): { hash: string; keyId: string } {
  if (!current) throw new Error('No data key loaded');
  const key = createHash('sha256').update(current.key).update('\nfingerprint').digest();
  return { hash: createHmac('sha256', key).update(`${purpose}\n${plain}`).digest('hex'), keyId: current.id };
}

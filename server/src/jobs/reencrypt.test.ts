import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contextFor } from '../core/context';
import { currentDataKeyId, decryptText, encryptText, loadDataKey } from '../core/crypto/data-key';
import { getDoc, insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import { createTestApp, resourceUrl, TEST_DB, TestClient, signInDemo } from '../test/helpers';
import { reencryptData } from './reencrypt';

describe(`data key rotation (${TEST_DB})`, () => {
  const oldKey = randomBytes(32).toString('hex');
  const newKey = randomBytes(32).toString('base64');
  let app: FastifyInstance;
  let lawyer: TestClient;
  let lawyerProfile: string;
  let oldId: string;

  const storedIds = async () =>
    (
      await app.services.db.query<{ name: string; v: string }>(
        `SELECT "name", "aadhar_number" AS "v" FROM "tabUser Registration" WHERE coalesce("aadhar_number", '') <> '' ORDER BY "name"`,
      )
    ).rows.map((row) => ({ name: row.name, id: /^enc:v1:([0-9a-f]{8}):/.exec(row.v)?.[1] ?? row.v }));
  // A PDF signing key, kept encrypted with the data key (signatures/keys.ts).
  const SIGNING_PEM = '-----BEGIN PRIVATE KEY-----\nrotation test\n-----END PRIVATE KEY-----';
  const signingKey = async () => (await app.services.db.query<{ key: string }>(`SELECT "key" FROM "__signing_keys" WHERE "subject" = 'rotation-test'`)).rows[0].key;
  const lawyerAadhaar = async () => (await lawyer.get(resourceUrl('User Registration', lawyerProfile))).json().data.aadhar_number as string;
  const register = (email: string, aadhaar: string) =>
    insertDoc(contextFor(app.services, SYSTEM_USER), 'User Registration', { user_type: 'Expert', first_name: 'Rotation', email_id: email, aadhar_number: aadhaar });

  before(async () => {
    app = await createTestApp({ demoData: true, dataKey: oldKey });
    oldId = currentDataKeyId();
    ({ lawyer } = await signInDemo(app, ['lawyer']));
    lawyerProfile = (await lawyer.get(resourceUrl('User Registration'))).json().data[0].name;
    await app.services.db.query(`INSERT INTO "__signing_keys" ("subject", "key", "certificate", "created") VALUES ('rotation-test', $1, 'certificate', 0)`, [encryptText(SIGNING_PEM)]);
  });
  after(() => app.close());

  it('reads and writes under one key before the rotation', async () => {
    const ids = await storedIds();
    assert.ok(ids.length >= 2, `${ids.length} profiles with Aadhaar`);
    assert.ok(ids.every((row) => row.id === oldId), JSON.stringify(ids));
    assert.equal(await lawyerAadhaar(), '234567890121');
  });

  it('during the rotation reads values under either key and writes new ones under the newest', async () => {
    // The setting as an operator changes it: the new key first, the old one after it.
    await loadDataKey({ key: `${newKey}, ${oldKey}` });
    const newId = currentDataKeyId();
    assert.notEqual(newId, oldId);
    assert.equal(await lawyerAadhaar(), '234567890121', 'an old value still opens');
    const fresh = await register('rotation.during@example.in', '555566667777');
    const ids = await storedIds();
    assert.equal(ids.find((row) => row.name === fresh.name)?.id, newId);
    assert.ok(ids.some((row) => row.id === oldId), 'old values wait for the job');
    // A number already registered under the old key is still found as taken.
    await assert.rejects(register('rotation.twin@example.in', '234567890121'), /already registered/);
  });

  it('re-encrypts every old value with the job, leaves what no key opens, and is done after one run', async () => {
    const newId = currentDataKeyId();
    const before = await storedIds();
    const olds = before.filter((row) => row.id === oldId).length;
    const stray = await register('rotation.stray@example.in', '111122223333');
    await app.services.db.query(`UPDATE "tabUser Registration" SET "aadhar_number" = 'enc:v1:0badc0de:AA:BB:CC' WHERE "name" = $1`, [stray.name]);

    const report = await reencryptData(app.services.db, app.services.registry);
    // Every old Aadhaar number, and the signing key.
    assert.deepEqual(report, { rewritten: olds + 1, unreadable: 1 });
    assert.match(await signingKey(), new RegExp(`^enc:v1:${newId}:`));
    const after = await storedIds();
    assert.ok(after.every((row) => row.id === newId || row.name === stray.name), JSON.stringify(after));
    assert.equal(await lawyerAadhaar(), '234567890121');
    const doc = await getDoc(contextFor(app.services, SYSTEM_USER), 'User Registration', lawyerProfile);
    assert.equal(doc.aadhar_number, '234567890121');
    // Fingerprints follow the new key: duplicates are still caught.
    const { rows } = await app.services.db.query<{ key_id: string }>(`SELECT DISTINCT "key_id" FROM "__identity_fingerprints" WHERE "kind" = 'aadhaar'`);
    assert.deepEqual(rows.map((row) => row.key_id), [newId]);
    await assert.rejects(register('rotation.twin2@example.in', '234567890121'), /already registered/);
    assert.deepEqual(await reencryptData(app.services.db, app.services.registry), { rewritten: 0, unreadable: 1 });
  });

  it('after the rotation needs only the new key', async () => {
    // A restart with the old key gone from the setting.
    await loadDataKey({ key: newKey });
    assert.equal(await lawyerAadhaar(), '234567890121');
    assert.equal(decryptText(await signingKey()), SIGNING_PEM, 'the signing key still opens');
    const ids = await storedIds();
    assert.ok(ids.every((row) => row.id === currentDataKeyId() || row.id === '0badc0de'));
  });
});

import assert from 'node:assert/strict';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { contextFor } from '../../core/context';
import { KEY_FILE } from '../../core/crypto/data-key';
import { getDoc, insertDoc } from '../../core/documents';
import { SYSTEM_USER } from '../../core/session-user';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TestClient, signInDemo } from '../../test/helpers';
import { provenSignUp } from '../../test/sign-up';

describe(`sensitive profile data: Aadhaar and PAN (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  let lawyerProfile: string;

  before(async () => {
    app = await createTestApp({ demoData: true });
    Object.assign(as, await signInDemo(app, ['lawyer', 'admin', 'claimant']));
    lawyerProfile = (await as.lawyer.get(resourceUrl('User Registration'))).json().data[0].name;
  });
  after(() => app.close());

  it('stores the Aadhaar number encrypted (AES-256-GCM), never as typed', async () => {
    const { rows } = await app.services.db.query<{ aadhar_number: string }>(
      `SELECT "aadhar_number" FROM "tabUser Registration" WHERE "email_id" = 'lawyer@demo.in'`,
    );
    assert.match(rows[0].aadhar_number, /^enc:v1:[0-9a-f]{8}:/);
    assert.ok(!rows[0].aadhar_number.includes('234567890121'));
  });

  it('shows the owner their Aadhaar and PAN in full', async () => {
    const doc = (await as.lawyer.get(resourceUrl('User Registration', lawyerProfile))).json().data;
    assert.equal(doc.aadhar_number, '234567890121');
    assert.equal(doc.pan, 'ABNPN2345K');
    const [row] = (await as.lawyer.get(resourceUrl('User Registration', undefined, { fields: ['aadhar_number', 'pan'] }))).json().data;
    assert.deepEqual(row, { aadhar_number: '234567890121', pan: 'ABNPN2345K' });
  });

  it('shows the case manager the Aadhaar masked and the PAN, in documents and lists', async () => {
    const doc = (await as.admin.get(resourceUrl('User Registration', lawyerProfile))).json().data;
    assert.equal(doc.aadhar_number, 'XXXX-XXXX-0121');
    assert.equal(doc.pan, 'ABNPN2345K');
    const rows = (
      await as.admin.get(resourceUrl('User Registration', undefined, { fields: ['name', 'aadhar_number as a', 'pan'], limit_page_length: 0 }))
    ).json().data as { name: string; a: string | null; pan: string | null }[];
    const lawyer = rows.find((row) => row.name === lawyerProfile)!;
    assert.deepEqual(lawyer, { name: lawyerProfile, a: 'XXXX-XXXX-0121', pan: 'ABNPN2345K' });
    assert.ok(rows.every((row) => row.a === null || /^XXXX-XXXX-\d{4}$/.test(row.a)), 'no list row shows a full number');
    const star = (await as.admin.get(resourceUrl('User Registration', undefined, { fields: ['*'], limit_page_length: 0 }))).json().data;
    assert.ok(!JSON.stringify(star).includes('234567890121'));
    const arrays = (await as.admin.get(resourceUrl('User Registration', undefined, { fields: ['aadhar_number'], as_dict: 0, limit_page_length: 0 }))).json().data;
    assert.ok(!JSON.stringify(arrays).includes('234567890121'));
  });

  it('refuses filters, or_filters, order_by and group_by on the confidential fields, for everyone', async () => {
    for (const client of [as.admin, as.lawyer]) {
      for (const query of [
        { filters: [['aadhar_number', 'like', '2345%']] },
        { filters: { pan: 'ABNPN2345K' } },
        { or_filters: [['arb_pan', 'is', 'set']] },
        { order_by: 'aadhar_number asc' },
        { order_by: 'pan desc' },
        { group_by: 'pan', fields: ['pan'] },
      ]) {
        const refused = await client.get(resourceUrl('User Registration', undefined, query));
        assert.equal(refused.statusCode, 417, `${JSON.stringify(query)}: ${refused.body}`);
        assert.match(errorOf(refused).message, /confidential/);
      }
      const count = await client.get(`/api/method/frappe.client.get_count?doctype=User%20Registration&filters=${encodeURIComponent(JSON.stringify([['pan', '=', 'ABNPN2345K']]))}`);
      assert.equal(count.statusCode, 417);
    }
  });

  it('keeps the stored number when a form sends back the mask it was shown, and lets the owner change it', async () => {
    const kept = await as.admin.put(resourceUrl('User Registration', lawyerProfile), { aadhar_number: 'XXXX-XXXX-0121', city: 'Pune' });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(kept.json().data.aadhar_number, 'XXXX-XXXX-0121');
    assert.equal((await as.lawyer.get(resourceUrl('User Registration', lawyerProfile))).json().data.aadhar_number, '234567890121');
    const changed = await as.lawyer.put(resourceUrl('User Registration', lawyerProfile), { aadhar_number: '234567890999' });
    assert.equal(changed.json().data.aadhar_number, '234567890999');
    assert.equal((await as.admin.get(resourceUrl('User Registration', lawyerProfile))).json().data.aadhar_number, 'XXXX-XXXX-0999');
  });

  it('hides the PAN and masks the Aadhaar from a sign-up reply read by someone else', async () => {
    const guest = new TestClient(app, '10.8.0.1');
    const token = await provenSignUp(app, guest, 'nikhil@example.in', '9822211101');
    const created = await guest.post(resourceUrl('User Registration'), {
      user_type: 'Expert',
      first_name: 'Nikhil',
      email_id: 'nikhil@example.in',
      primary_number: '9822211101',
      aadhar_number: '111122223333',
      pan: 'ABCPN1234Q',
    }, { headers: { 'x-signup-token': token } });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().data.aadhar_number, 'XXXX-XXXX-3333');
    assert.equal(created.json().data.pan, undefined);
  });
});

describe('the data key', () => {
  it('is generated once into DATA_DIR with mode 0600 and reused, so stored numbers stay readable', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'data-key-'));
    try {
      const first = await buildApp({ dataDir: dir });
      const mode = (await stat(path.join(dir, KEY_FILE))).mode & 0o777;
      assert.equal(mode, 0o600);
      await insertDoc(contextFor(first.services, SYSTEM_USER), 'User Registration', {
        user_type: 'Expert',
        first_name: 'Key',
        email_id: 'key.holder@example.in',
        aadhar_number: '999988887777',
      });
      await first.close();
      const second = await buildApp({ dataDir: dir });
      const doc = await getDoc(contextFor(second.services, SYSTEM_USER), 'User Registration', 'UR-00001');
      assert.equal(doc.aadhar_number, '999988887777');
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is required for a PostgreSQL database named by URL without DATA_DIR', async () => {
    await assert.rejects(buildApp({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }), /Set DATA_KEY/);
  });

  it('may come from DATA_KEY (64 hex characters)', async () => {
    const app = await createTestApp({ dataKey: 'ab'.repeat(32) });
    await app.close();
    await assert.rejects(createTestApp({ dataKey: 'short' }), /32 bytes/);
  });
});

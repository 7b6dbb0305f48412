import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, errorOf, multipart, resourceUrl, TEST_DB, TestClient, uploadFile, signInDemo } from '../../test/helpers';
import { provenSignUp } from '../../test/sign-up';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe(`professional profiles (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  const profileOf = async (client: TestClient) => (await client.get(resourceUrl('User Registration'))).json().data[0].name as string;

  before(async () => {
    app = await createTestApp({ demoData: true });
    Object.assign(as, await signInDemo(app, ['claimant', 'arbitrator', 'pending.arbitrator']));
  });
  after(() => app.close());

  it('keeps education, experience, training, specializations and languages as child tables', async () => {
    const name = await profileOf(as.arbitrator);
    const saved = await as.arbitrator.put(resourceUrl('User Registration', name), {
      qualification: [{ institution: 'Government Law College, Mumbai', course_name: 'LL.B.', year_of_passing: 1998 }],
      profession: [{ company_name1: 'Rao & Associates', position: 'Partner', start_date: '2004-06-01', end_date: '2019-03-31' }],
      arbitration_training: [{ organizer_name: 'ICADR', course_name: 'Certificate Course in Arbitration', course_duration: '5 days', year_of_passing: 2016 }],
      specialization: [{ specialization: 'Banking and Finance' }, { specialization: 'Loan Recovery' }],
      languages_known: [{ language_name: 'English' }, { language_name: 'Kannada' }],
      tds_category: '194J - Professional Fees',
      gender: 'Male',
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const doc = saved.json().data;
    assert.deepEqual(doc.specialization.map((row: { specialization: string }) => row.specialization), ['Banking and Finance', 'Loan Recovery']);
    assert.equal(doc.languages_known[1].doctype, 'Language Known');
    const incomplete = await as.arbitrator.put(resourceUrl('User Registration', name), { qualification: [{ institution: 'NLSIU' }] });
    assert.equal(errorOf(incomplete).exc_type, 'MandatoryError');
    const unknownLanguage = await as.arbitrator.put(resourceUrl('User Registration', name), { languages_known: [{ language_name: 'Klingon' }] });
    assert.equal(errorOf(unknownLanguage).exc_type, 'LinkValidationError');
  });

  it('lets a claimant change and delete their own business volume rows directly', async () => {
    const name = await profileOf(as.claimant);
    const saved = await as.claimant.put(resourceUrl('User Registration', name), {
      business_volume: [{ product_type: 'Two-wheeler loans', projected_business_volume: 2500000, targeted_cities: 'Pune, Nashik' }],
    });
    const [row] = saved.json().data.business_volume;
    const changed = await as.claimant.put(resourceUrl('Business Volume', row.name), { targeted_cities: 'Pune, Nashik, Nagpur' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().data.targeted_cities, 'Pune, Nashik, Nagpur');
    assert.equal((await as.arbitrator.put(resourceUrl('Business Volume', row.name), { targeted_cities: 'x' })).statusCode, 404);
    assert.equal((await as.arbitrator.delete(resourceUrl('Business Volume', row.name))).statusCode, 404);
    assert.equal((await as.claimant.delete(resourceUrl('Business Volume', row.name))).statusCode, 202);
    assert.deepEqual((await as.claimant.get(resourceUrl('User Registration', name))).json().data.business_volume, []);
  });

  it('moves a Draft profile to Pending For Approval once pan, Aadhaar, bank, signature and letterhead are saved', async () => {
    const client = as['pending.arbitrator'];
    const name = await profileOf(client);
    const partial = await client.put(resourceUrl('User Registration', name), { pan: 'ABKPK7788Q', aadhar_number: '567856785678', bank_name: 'Canara Bank' });
    assert.equal(partial.statusCode, 200, partial.body);
    assert.equal(partial.json().data.status, 'Draft');
    const upload = async (fileName: string) =>
      (await uploadFile(client, { doctype: 'User Registration', docname: name, is_private: '1' }, { name: fileName, content: PNG })).json().message.file_url as string;
    const complete = await client.put(resourceUrl('User Registration', name), { signature: await upload('sign.png'), letterhead: await upload('head.png') });
    assert.equal(complete.statusCode, 200, complete.body);
    assert.equal(complete.json().data.status, 'Pending For Approval');
    const approve = await client.put(resourceUrl('User Registration', name), { status: 'Approved' });
    assert.equal(approve.statusCode, 403, 'approval is the case manager’s');
  });
  it('files a sign-up that already holds pan, Aadhaar, bank, signature and letterhead as Pending For Approval', async () => {
    const signUp = { user_type: 'Arbitrator', customer_type: 'Individual', first_name: 'Kavita', last_name: 'Menon', primary_number: '9811100044', tc_accepted: 1 };
    const guest = new TestClient(app, '10.9.7.1');
    const bareToken = await provenSignUp(app, guest, 'kavita.menon@example.in', '9811100044');
    const bare = await guest.post(resourceUrl('User Registration'), { ...signUp, email_id: 'kavita.menon@example.in' }, { headers: { 'x-signup-token': bareToken } });
    assert.equal(bare.statusCode, 200, bare.body);
    assert.equal(bare.json().data.status, 'Draft');
    const token = await provenSignUp(app, guest, 'farhan.menon@example.in', '9811100045');
    const upload = async (fileName: string) => {
      const body = multipart({ doctype: 'User Registration' }, { name: fileName, content: PNG });
      const response = await guest.request('POST', '/api/method/upload_file', { payload: body.payload, headers: { ...body.headers, 'x-signup-token': token } });
      return response.json().message.file_url as string;
    };
    const complete = await guest.post(
      resourceUrl('User Registration'),
      {
        ...signUp,
        first_name: 'Farhan',
        primary_number: '9811100045',
        email_id: 'farhan.menon@example.in',
        pan: 'ABKPM1234Q',
        aadhar_number: '432143214321',
        bank_name: 'State Bank of India',
        signature: await upload('farhan-sign.png'),
        letterhead: await upload('farhan-head.png'),
      },
      { headers: { 'x-signup-token': token } },
    );
    assert.equal(complete.statusCode, 200, complete.body);
    assert.equal(complete.json().data.status, 'Pending For Approval');
    const approved = await guest.post(resourceUrl('User Registration'), { ...signUp, email_id: 'self.approved@example.in', primary_number: '9811100046', status: 'Approved' });
    assert.equal(approved.statusCode, 403, 'approval is the case manager’s, from the first save too');
  });
});

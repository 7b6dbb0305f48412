import type { FrappeClient } from 'shared-api';
import { EMPTY_DRAFT } from './draft-store';
import { buildCasePayload, registerCase } from './register-case';
import type { ChosenFile, FilingDraft } from './types';

const draft: FilingDraft = {
  ...EMPTY_DRAFT,
  claimants: [{ customer_type: 'Enterprise', company_name: 'Udaygiri Finance Ltd', email: 'claimant@demo.in', lawyer_email_id: 'lawyer@demo.in', salutation: '' }],
  respondents: [
    { respondent_type: 'Individual', contact_type: 'Guarantor', name1: 'Sunil', mobile: '9000000002' },
    { respondent_type: 'Individual', contact_type: 'Borrower', name1: 'Ravi', mobile: '9000000001', streetvillage: 'MG Road', city: 'Pune', pin_code: '411001' },
  ],
  caseDetails: { arbitration_agreement_number: ' UFL/9 ', disputed_value: '250000', interim_measures: '1', venue: '', file_type: 'SOC' },
  additional: { loan_amount: '100000', quantity: '', product: 'Tractor', sold_on: '2024-02-01', criteria: 'Live' },
};

describe('buildCasePayload', () => {
  it('files a Single Type One case with rows, numbers and flags as the server stores them', () => {
    const payload = buildCasePayload('Arbitration', draft);
    expect(payload).toMatchObject({
      claim_type: 'Single',
      case_management_type: 'Type One',
      arbitration_agreement_number: 'UFL/9',
      disputed_value: 250000,
      interim_measures: 1,
      loan_amount: 100000,
      product: 'Tractor',
      sold_on: '2024-02-01',
      criteria: 'Live',
      lawyer_email_id: 'lawyer@demo.in',
    });
    expect(payload).not.toHaveProperty('venue');
    expect(payload).not.toHaveProperty('quantity');
    expect(payload).not.toHaveProperty('file_type');
    expect(payload).not.toHaveProperty('payment_type');
    // Empty values are left out of the rows (an empty Link would be checked).
    expect(payload.claimant_table).toEqual([{ customer_type: 'Enterprise', company_name: 'Udaygiri Finance Ltd', email: 'claimant@demo.in', lawyer_email_id: 'lawyer@demo.in' }]);
  });

  it('puts the borrower first and gives each respondent a one-line address', () => {
    const rows = buildCasePayload('Arbitration', draft).respondent_table as Array<Record<string, string>>;
    expect(rows.map((row) => row.name1)).toEqual(['Ravi', 'Sunil']);
    expect(rows[0].address).toBe('MG Road, Pune, 411001');
    expect(rows[1]).not.toHaveProperty('address');
  });

  it('uses the mediation agreement field for a dispute', () => {
    const payload = buildCasePayload('Mediation', { ...draft, caseDetails: { mediation_agreement_number: 'MED/1' } });
    expect(payload).toMatchObject({ mediation_agreement_number: 'MED/1', interim_measures: 0 });
    expect(payload).not.toHaveProperty('arbitration_agreement_number');
  });
});

describe('registerCase', () => {
  const file = (name: string, attachmentType: string): ChosenFile => ({ id: name, file: new File(['%PDF-1.4'], name, { type: 'application/pdf' }), attachmentType });

  it('creates the case, uploads the files one at a time with progress and records them', async () => {
    const events: string[] = [];
    let active = 0;
    const client = {
      createDoc: jest.fn(async (doctype: string) => {
        events.push(`create ${doctype}`);
        return { name: 'ARB-00042' };
      }),
      upload: jest.fn(async (blob: File, options: { docname: string; onProgress?: (f: number) => void }) => {
        active += 1;
        expect(active).toBe(1);
        events.push(`upload ${blob.name} to ${options.docname}`);
        options.onProgress?.(0.5);
        await new Promise((resolve) => setTimeout(resolve, 5));
        options.onProgress?.(1);
        active -= 1;
        return { name: blob.name, file_name: blob.name, file_url: `/private/files/${blob.name}`, is_private: 1 };
      }),
      updateDoc: jest.fn(async () => {
        events.push('update');
        return { name: 'ARB-00042' };
      }),
    } as unknown as FrappeClient;
    const progress: Array<[number, number]> = [];
    const result = await registerCase('Arbitration', draft, [file('soc.pdf', 'SOC'), file('agreement.pdf', 'Agreement')], {
      client,
      onProgress: ({ index, fraction }) => progress.push([index, fraction]),
    });
    expect(result).toEqual({ name: 'ARB-00042', failedFiles: [] });
    expect(events).toEqual(['create Claim', 'upload soc.pdf to ARB-00042', 'upload agreement.pdf to ARB-00042', 'update']);
    expect(progress).toEqual([[0, 0.5], [0, 1], [1, 0.5], [1, 1]]);
    expect(client.updateDoc).toHaveBeenCalledWith('Claim', 'ARB-00042', {
      case_attachment_documents: [
        { attachment_type: 'SOC', attachment: '/private/files/soc.pdf' },
        { attachment_type: 'Agreement', attachment: '/private/files/agreement.pdf' },
      ],
    });
  });

  it('reports a file that fails without undoing the case', async () => {
    const client = {
      createDoc: jest.fn(async () => ({ name: 'MED-00007' })),
      upload: jest.fn(async () => {
        throw new Error('This type of file is not allowed');
      }),
      updateDoc: jest.fn(),
    } as unknown as FrappeClient;
    const result = await registerCase('Mediation', draft, [file('virus.exe', 'SOC')], { client });
    expect(result.name).toBe('MED-00007');
    expect(result.failedFiles.map((failed) => failed.message)).toEqual(['This type of file is not allowed']);
    expect(client.createDoc).toHaveBeenCalledWith('Dispute', expect.any(Object));
    expect(client.updateDoc).not.toHaveBeenCalled();
  });
});

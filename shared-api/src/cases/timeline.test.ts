import { describeActor, describeAuditRow, describeValue, humanizeFieldname } from './timeline';
import type { AuditTrailRow } from './types';

const row = (overrides: Partial<AuditTrailRow>): AuditTrailRow => ({
  name: 'a1',
  owner: 'arbitrator@demo.in',
  creation: '2026-11-23 10:30:00',
  ref_doctype: 'Claim',
  docname: 'ARB-00003',
  action: 'Update',
  case_doctype: 'Claim',
  case_name: 'ARB-00003',
  ...overrides,
});

describe('describeAuditRow', () => {
  it('says a case field changed from one value to another', () => {
    const entry = describeAuditRow(row({ fieldname: 'stage', field_label: 'Stage', before: 'Draft', after: 'Assignment' }));
    expect(entry.summary).toBe('Stage changed from Draft to Assignment.');
    expect(entry.who).toBe('arbitrator@demo.in');
    expect(entry.when).toBe('23-11-2026 10:30 AM');
  });
  it('says which document a change belongs to', () => {
    const entry = describeAuditRow(
      row({ ref_doctype: 'Hearing', docname: 'HRG-00001', fieldname: 'hearing_date', before: '2026-11-01', after: '2026-11-20' }),
    );
    expect(entry.summary).toBe('Hearing date of Hearing HRG-00001 changed from 01-11-2026 to 20-11-2026.');
  });
  it('words a value set for the first time, and a cleared one', () => {
    expect(describeAuditRow(row({ fieldname: 'vc_link', before: null, after: 'https://meet.example/x' })).summary).toBe(
      'Vc link set to https://meet.example/x.',
    );
    expect(describeAuditRow(row({ fieldname: 'venue', before: 'Pune', after: '' })).summary).toBe('Venue cleared (was Pune).');
  });
  it('reads check fields as Yes and No', () => {
    expect(describeAuditRow(row({ fieldname: 'requested_by_claimant', field_label: 'Requested By Claimant', before: 0, after: 1 })).summary).toBe(
      'Requested By Claimant changed from No to Yes.',
    );
    expect(describeAuditRow(row({ fieldname: 'no_of_days_extended', before: 0, after: 30 })).summary).toBe('No of days extended changed from 0 to 30.');
  });

  it('words inserts and deletes', () => {
    expect(describeAuditRow(row({ action: 'Insert', ref_doctype: 'Arbitration Document', docname: 'DOC-00001' })).summary).toBe(
      'Arbitration Document DOC-00001 created.',
    );
    expect(describeAuditRow(row({ action: 'Insert' })).summary).toBe('Claim created.');
    expect(describeAuditRow(row({ action: 'Delete', ref_doctype: 'File', docname: 'f1' })).summary).toBe('File f1 deleted.');
  });
  it("names a file by its own name, not its random key", () => {
    const after = { name: 'e828vbf2m4', file_name: 'Statement of claim.pdf', file_url: '/private/files/k.pdf' };
    expect(describeAuditRow(row({ action: 'Insert', ref_doctype: 'File', docname: 'e828vbf2m4', after })).summary).toBe('File Statement of claim.pdf created.');
    expect(describeAuditRow(row({ action: 'Delete', ref_doctype: 'File', docname: 'e828vbf2m4', before: after })).summary).toBe('File Statement of claim.pdf deleted.');
  });
});

describe('values and people', () => {
  it('shows tables as row counts and rich text as text', () => {
    expect(describeValue([{}, {}])).toBe('2 rows');
    expect(describeValue('<p>Heard <b>both</b></p>')).toBe('Heard both');
    expect(describeValue(undefined)).toBe('empty');
    expect(describeValue('x'.repeat(300))).toHaveLength(120);
  });
  it('names a respondent session by the end of its mobile', () => {
    expect(describeActor('respondent:ARB-00003:9000010301')).toBe('Respondent (mobile ending 0301)');
    expect(describeActor('')).toBe('Unknown');
  });
  it('turns field names into words', () => {
    expect(humanizeFieldname('mode_of_hearing')).toBe('Mode of hearing');
  });
});

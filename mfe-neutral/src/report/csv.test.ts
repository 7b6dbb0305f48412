import type { ReportRow } from '../api/dispatches';
import { reportCsv } from './csv';

const row: ReportRow = {
  kind: 'FHN And MOM Dispatch',
  kind_label: 'First hearing notice & minutes',
  dispatch: 'FHN-00001',
  row: 'abc',
  case: 'ARB-00003',
  dispatched_to: 'Patil Agro Traders, Nashik',
  party_type: 'Respondent',
  channel: 'Speed Post',
  dispatch_date: '2026-01-05',
  tracking_id: '=HYPERLINK("x")',
  message_id: null,
  status: 'Dispatched',
  send_error: null,
  received_date: null,
  acknowledged: 0,
  acknowledgement_date: null,
  has_proof: false,
  stale: true,
};

describe('reportCsv', () => {
  it('writes a header and one line per delivery, dates as DD-MM-YYYY', () => {
    const [header, line, end] = reportCsv([row]).split('\r\n');
    expect(header).toMatch(/^Case,Dispatch,Kind,Recipient/);
    expect(line).toContain('05-01-2026');
    expect(line).toContain('"Patil Agro Traders, Nashik"');
    expect(line).toMatch(/No proof,Yes$/);
    expect(end).toBe('');
  });

  it('defuses a value a spreadsheet would run as a formula', () => {
    expect(reportCsv([row])).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

import { fileKind } from './file-kind';

describe('fileKind', () => {
  it.each([
    ['soc.pdf', '', 'pdf'],
    ['scan', 'application/pdf', 'pdf'],
    ['/files/Agreement.PDF?v=2', '', 'pdf'],
    ['photo.JPG', '', 'image'],
    ['capture', 'image/png', 'image'],
    ['bulk.xlsx', '', 'spreadsheet'],
    ['bulk', 'text/csv', 'spreadsheet'],
    ['ledger', 'application/vnd.ms-excel', 'spreadsheet'],
    ['notice.docx', '', 'document'],
    ['notice', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document'],
    ['readme.txt', '', 'document'],
    ['archive.zip', 'application/zip', 'other'],
    ['noextension', '', 'other'],
  ])('%s (%s) is a %s', (name, type, expected) => {
    expect(fileKind(name, type)).toBe(expected);
  });
});

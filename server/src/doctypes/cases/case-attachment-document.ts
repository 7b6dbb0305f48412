import { defineDoctype } from '../../core/doctype/define';

/** A paper filed with the case: SOC, SOA, Agreement, LRN/Invoking, LRN POD… and the file. */
export const CaseAttachmentDocument = defineDoctype({
  name: 'Case Attachment Document',
  naming: 'hash',
  isChild: true,
  fields: [
    { fieldname: 'attachment_type', fieldtype: 'Data' },
    { fieldname: 'attachment', fieldtype: 'Attach' },
  ],
});

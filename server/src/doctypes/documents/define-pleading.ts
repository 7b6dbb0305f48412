import type { Doctype, DoctypeHooks } from '../../core/doctype/types';
import { CASE_READERS, NEUTRAL_ROLES, rolePermissions } from '../cases/case-access';
import { defineCaseDocument } from '../cases/define-case-document';

/** Who writes replies and pleadings: the respondent, or the neutral recording one received on paper. */
const PLEADERS = ['Respondent', ...NEUTRAL_ROLES];

/**
 * Respondent Reply and Additional Pleading (SPEC §3): the same fields, no document type, files
 * attached through upload_file, filed or changed only while the case's stage opens them (`openAt`,
 * the same rule that makes the screens read-only). Nobody but the case manager deletes one; only the case's neutral
 * deletes their files (SPEC §6, see File).
 */
export function definePleading(
  name: string,
  naming: string,
  openAt: (stage: string | null | undefined) => boolean,
  hooks?: DoctypeHooks,
): Doctype {
  return defineCaseDocument({
    name,
    naming,
    links: ['claim', 'dispute'],
    fields: [
      { fieldname: 'document_title', fieldtype: 'Data' },
      { fieldname: 'document_date', fieldtype: 'Date' },
      { fieldname: 'received_date', fieldtype: 'Date' },
      { fieldname: 'received_number', fieldtype: 'Data' },
      { fieldname: 'received', fieldtype: 'Check' },
      { fieldname: 'posting_date', fieldtype: 'Date', default: 'Today' },
      { fieldname: 'stage', fieldtype: 'Data' },
      { fieldname: 'user_email_id', fieldtype: 'Data' },
      { fieldname: 'arbitrator', fieldtype: 'Data' },
      { fieldname: 'mediator_email_id', fieldtype: 'Data' },
    ],
    permissions: rolePermissions({ read: CASE_READERS, create: PLEADERS, write: PLEADERS }),
    access: { create: 'party', write: 'author-or-neutral', delete: 'nobody' },
    openAt,
    hooks,
  });
}

/** Doctypes whose attached files only the case's neutral may delete. */
export const NEUTRAL_DELETES_FILES = ['Respondent Reply', 'Additional Pleading'] as const;

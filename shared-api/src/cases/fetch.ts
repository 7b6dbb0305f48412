/*
 * Reads and the extension call of a case view, over the portal's client. Each takes the client as
 * its last argument (default `api`) so tests and other sites can pass their own.
 */
import { api } from '../client/api';
import type { FrappeClient, Paged, RequestOptions } from '../client/types';
import type { ExtensionAction } from '../rules/cases/extension';
import { requireCaseDoctype, requireCaseLink } from './doctype';
import type {
  ArbitrationDocumentDoc,
  AuditTrailRow,
  AwardDoc,
  CaseDoc,
  CaseFile,
  ExtensionReply,
  HearingDoc,
  PleadingDoc,
  RegistrationDoc,
  SettlementDoc,
} from './types';

/** The server returns at most this many rows per list request. */
export const SERVER_PAGE_CAP = 500;

/** The Claim or Dispute with its claimant, respondent and attachment rows. */
export function getCase(caseName: string, client: FrappeClient = api, options?: RequestOptions): Promise<CaseDoc> {
  return client.getDoc<CaseDoc>(requireCaseDoctype(caseName), caseName, options);
}

/** The case's hearings with their attendees, latest first (`get_hearing_by_case`). */
export async function getCaseHearings(
  caseName: string,
  client: FrappeClient = api,
  options?: RequestOptions,
): Promise<HearingDoc[]> {
  requireCaseLink(caseName);
  const rows = await client.call('get_hearing_by_case', { case: caseName }, options);
  return Array.isArray(rows) ? rows : [];
}

function listOfCase<T>(doctype: string, caseName: string, orderBy: string, client: FrappeClient, options?: RequestOptions) {
  const link = requireCaseLink(caseName);
  return client.getList<T>(
    doctype,
    { fields: ['*'], filters: [[link, '=', caseName]], orderBy, limitPageLength: SERVER_PAGE_CAP },
    options,
  );
}

/** Documents filed in the case (Arbitration Document), newest first. */
export function getCaseDocuments(caseName: string, client: FrappeClient = api, options?: RequestOptions) {
  return listOfCase<ArbitrationDocumentDoc>('Arbitration Document', caseName, 'posting_date desc, creation desc', client, options);
}

/** The respondent's replies, newest first. */
export function getCaseReplies(caseName: string, client: FrappeClient = api, options?: RequestOptions) {
  return listOfCase<PleadingDoc>('Respondent Reply', caseName, 'creation desc', client, options);
}

/** Additional pleadings, newest first. */
export function getCasePleadings(caseName: string, client: FrappeClient = api, options?: RequestOptions) {
  return listOfCase<PleadingDoc>('Additional Pleading', caseName, 'creation desc', client, options);
}

/** Awards of the case, newest first (the view shows the first). */
export function getCaseAwards(caseName: string, client: FrappeClient = api, options?: RequestOptions) {
  return listOfCase<AwardDoc>('Award', caseName, 'creation desc', client, options);
}

/** Settlement and non-settlement records, newest first. */
export function getCaseSettlements(caseName: string, client: FrappeClient = api, options?: RequestOptions) {
  return listOfCase<SettlementDoc>('Settlement', caseName, 'creation desc', client, options);
}

/** Registrations (disputes only; a claim has none), newest first. */
export function getCaseRegistrations(caseName: string, client: FrappeClient = api, options?: RequestOptions) {
  if (requireCaseLink(caseName) === 'claim') return Promise.resolve<RegistrationDoc[]>([]);
  return listOfCase<RegistrationDoc>('Registration', caseName, 'creation desc', client, options);
}

/** Fields of File the attachment lists show. */
export const CASE_FILE_FIELDS = ['name', 'file_name', 'file_url', 'file_size', 'file_type', 'is_private', 'attached_to_doctype', 'attached_to_name', 'creation'];

/** Files attached to one document of a case (e.g. an Arbitration Document), oldest first. */
export function getAttachedFiles(
  doctype: string,
  docname: string,
  client: FrappeClient = api,
  options?: RequestOptions,
): Promise<CaseFile[]> {
  return client.getList<CaseFile>(
    'File',
    {
      fields: CASE_FILE_FIELDS,
      filters: [
        ['attached_to_doctype', '=', doctype],
        ['attached_to_name', '=', docname],
      ],
      orderBy: 'creation asc',
      limitPageLength: SERVER_PAGE_CAP,
    },
    options,
  );
}

export interface TimelinePage {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** One page of the case's audit trail, newest first, with the total count. */
export function getCaseTimeline(
  caseName: string,
  { page, pageSize }: TimelinePage,
  client: FrappeClient = api,
  options?: RequestOptions,
): Promise<Paged<AuditTrailRow>> {
  const doctype = requireCaseDoctype(caseName);
  return client.getPage<AuditTrailRow>(
    'Audit Trail',
    {
      fields: ['name', 'owner', 'creation', 'ref_doctype', 'docname', 'action', 'fieldname', 'field_label', 'before', 'after', 'case_doctype', 'case_name'],
      filters: [
        ['case_doctype', '=', doctype],
        ['case_name', '=', caseName],
      ],
      orderBy: 'creation desc',
    },
    page,
    pageSize,
    options,
  );
}

export interface ExtensionRequest {
  /** Days asked for, 1–365; the server defaults to 60. */
  days?: number;
  reason?: string;
}

/**
 * The extension call (`update_mediation`): a party asks for more time, or the other party approves
 * or rejects the request. The server decides who may do what (checkExtensionAction).
 */
export function updateExtension(
  caseName: string,
  action: ExtensionAction,
  request: ExtensionRequest = {},
  client: FrappeClient = api,
  options?: RequestOptions,
): Promise<ExtensionReply> {
  requireCaseLink(caseName);
  const reason = request.reason?.trim();
  const asked = action === 'request' ? { ...(request.days !== undefined ? { no_of_days_extended: request.days } : {}), ...(reason ? { reason_for_extension: reason } : {}) } : {};
  return client.call('update_mediation', { case: caseName, action, ...asked }, options);
}

/** A party asks for `days` more (default 60 on the server). */
export function requestExtension(caseName: string, request: ExtensionRequest = {}, client: FrappeClient = api) {
  return updateExtension(caseName, 'request', request, client);
}

/** The other party answers a waiting request. */
export function answerExtension(caseName: string, answer: 'approve' | 'reject', client: FrappeClient = api) {
  return updateExtension(caseName, answer, {}, client);
}

/**
 * Where a stored file is downloaded: the server's `/files/…` or `/private/files/…` path on the
 * client's origin. Anything else (another site, `javascript:`) gives null and is not linked.
 */
export function fileDownloadUrl(fileUrl: string | null | undefined, client: Pick<FrappeClient, 'baseUrl'> = api): string | null {
  const path = (fileUrl ?? '').trim();
  if (!/^\/(private\/)?files\/[^\\]+$/.test(path) || path.includes('..')) return null;
  const encoded = path
    .split('/')
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment));
      } catch {
        return encodeURIComponent(segment);
      }
    })
    .join('/');
  return `${client.baseUrl.replace(/\/$/, '')}${encoded}`;
}

/** The file name to show for a stored file: its own name, else the last part of its URL. */
export function fileDisplayName(file: Pick<CaseFile, 'file_name' | 'file_url'>): string {
  const own = (file.file_name ?? '').trim();
  if (own) return own;
  const last = (file.file_url ?? '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'file';
  } catch {
    return last || 'file';
  }
}

/**
 * The PDF of a document in one of its print formats (Frappe's download_pdf), e.g. the award:
 * `printPdfUrl('Award', 'AWD-00001', 'Award Covering Letter')`. `download` asks for an attachment.
 */
export function printPdfUrl(
  doctype: string,
  name: string,
  format?: string,
  { download = false }: { download?: boolean } = {},
  client: Pick<FrappeClient, 'baseUrl'> = api,
): string {
  const params = new URLSearchParams({ doctype, name });
  if (format) params.set('format', format);
  if (download) params.set('download', '1');
  return `${client.baseUrl.replace(/\/$/, '')}/api/method/frappe.utils.print_format.download_pdf?${params.toString()}`;
}

import type { RequestContext } from '../../core/context';
import type { Doc } from '../../core/doctype/types';
import { PermissionError } from '../../core/errors';
import { appMethods, type MethodArgs } from '../../core/methods';
import { paging, requiredText, withData } from './args';
import { canRead, childRowsOf, findCase, listRows, viewerFor } from './case-lookup';

/** Hearing rows with their attendees (the hearing tabs show them). */
async function withAttendees(ctx: RequestContext, rows: Doc[]): Promise<Doc[]> {
  const attendees = await childRowsOf(ctx, 'Hearing Attendee', 'Hearing', 'hearing_attendees', rows.map((row) => String(row.name)));
  return rows.map((row) => ({ ...row, hearing_attendees: attendees.get(String(row.name)) ?? [] }));
}

// The hearings of one case the caller reaches, latest first (one tab per hearing, SPEC §2).
async function getHearingByCase(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  const { ref } = await findCase(ctx, requiredText(args, 'case', 'docname', 'name', 'claim', 'dispute'));
  const rows = await listRows(ctx, 'Hearing', { fields: ['*'], filters: [[ref.link, '=', ref.name]], order_by: 'creation desc' });
  return withAttendees(ctx, rows);
}

// Every hearing the caller reaches, by date, latest first; `start`/`limit` page through them.
async function getHearingData(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  const viewer = await viewerFor(ctx, args.email);
  if (!canRead(viewer, 'Hearing')) throw new PermissionError('No permission to read Hearing');
  const { start, limit } = paging(args, 0);
  const rows = await listRows(viewer, 'Hearing', { fields: ['*'], order_by: 'hearing_date desc, hearing_time desc', start, limit });
  return withAttendees(viewer, rows);
}

export const hearingMethods = appMethods({ get_hearing_by_case: getHearingByCase, get_hearing_data: getHearingData });

import { awardLimitation } from 'shared-api/rules';
import type { ServiceClockParty, ServiceNoticeState } from 'shared-api/methods';
import type { Db } from '../db';
import { instantOf, istDateTime } from './quiet-hours';

/*
 * The statutory clocks that run from service, counted from the day service was PROVEN (the
 * notice's `served_on`: the first delivery or read receipt, or India Post's "Delivered"), never
 * from the day a notice was sent:
 * - s.21 of the Arbitration and Conciliation Act 1996: arbitral proceedings commence on the date
 *   the respondent receives the request that the dispute be referred (the Notice of Arbitration);
 * - s.31(5), s.33(1), s.34(3): the thirty days to ask for a correction and the three months to
 *   apply to set the award aside run from the party's receipt of the award.
 * The day is the calendar day in India (a receipt at 23:30 IST is that day, not the next).
 */

export interface ServedDate {
  /** YYYY-MM-DD, India's calendar. */
  date: string;
  channel: string | null;
  state: ServiceNoticeState;
}

/** `served_on` (a stored server-local Datetime) as India's calendar date, YYYY-MM-DD. */
export function servedDateInIndia(value: unknown): string | null {
  const shown = istDateTime(instantOf(value));
  const parts = /^(\d{2})-(\d{2})-(\d{4})/.exec(shown);
  return parts ? `${parts[3]}-${parts[2]}-${parts[1]}` : null;
}

/**
 * Per notice kind and party row, the earliest proven service of the case's notices (or, with no
 * proof yet, the notice's state alone: `date` empty).
 */
export async function servedDatesOf(db: Db, caseName: string): Promise<Map<string, Map<string, ServedDate | { date: null; channel: null; state: ServiceNoticeState }>>> {
  const { rows } = await db.query<{ notice_kind: string; party_row: string; state: ServiceNoticeState; served_on: unknown; channel: string | null }>(
    `SELECT n."notice_kind", n."party_row", n."state", n."served_on", a."channel"
       FROM "tabService Notice" n LEFT JOIN "tabService Attempt" a ON a."name" = n."served_by_attempt"
      WHERE n."case_name" = $1
      ORDER BY n."served_on" NULLS LAST, n."started_on"`,
    [caseName],
  );
  const byKind = new Map<string, Map<string, ServedDate | { date: null; channel: null; state: ServiceNoticeState }>>();
  for (const row of rows) {
    const parties = byKind.get(row.notice_kind) ?? new Map();
    byKind.set(row.notice_kind, parties);
    if (parties.has(row.party_row)) continue; // the earliest proven service wins (rows come served first)
    const date = servedDateInIndia(row.served_on);
    parties.set(row.party_row, date ? { date, channel: row.channel ?? null, state: row.state } : { date: null, channel: null, state: row.state });
  }
  return byKind;
}

/** The proven date the award reached each party by the portal's notices (party row → YYYY-MM-DD). */
export async function awardServedOn(db: Db, caseName: string): Promise<Map<string, ServedDate>> {
  const served = new Map<string, ServedDate>();
  for (const [row, value] of (await servedDatesOf(db, caseName)).get('Award') ?? []) if (value.date) served.set(row, value);
  return served;
}

/** The clocks of every respondent of a case that has been sent a notice, from proven service. */
export async function serviceClockOf(db: Db, caseName: string, parties: readonly { name: string; party_name: string }[]): Promise<ServiceClockParty[]> {
  const byKind = await servedDatesOf(db, caseName);
  const arbitration = byKind.get('Notice of Arbitration');
  const award = byKind.get('Award');
  return parties
    .filter((party) => arbitration?.has(party.name) || award?.has(party.name))
    .map((party) => {
      const notice = arbitration?.get(party.name) ?? null;
      const awarded = award?.get(party.name) ?? null;
      return {
        party_row: party.name,
        party_name: party.party_name,
        notice_state: notice?.state ?? null,
        notice_served_on: notice?.date ?? null,
        notice_served_by: notice?.channel ?? null,
        // s.21: the proceedings commence on the respondent's receipt of the Notice of Arbitration.
        commenced_on: notice?.date ?? null,
        award_state: awarded?.state ?? null,
        award_served_on: awarded?.date ?? null,
        award_served_by: awarded?.channel ?? null,
        limitation: awardLimitation(awarded?.date ?? null),
      };
    });
}

import * as v from 'valibot';
import { method, optionalText, text, type MethodSpec } from './define';

/*
 * Appointments by an auditable draw (s.11 appointments the parties can check): the case manager
 * allocates neutrals to a case, a selection or a Lot; anyone reads a draw's public record.
 */

export interface AllocationReply {
  allocation: string;
  /** The allocation's seed, taken after every case's eligible list was committed. */
  seed: string;
  drawn: { case: string; draw: string; neutral: string }[];
  undrawn: { case: string; draw: string; reason: string }[];
  skipped: { case: string; reason: string }[];
}

/** What anyone may see of a draw: enough to recompute it, and no party's personal data. */
export interface PublicDraw {
  name: string;
  case_name: string;
  status: 'Committed' | 'Drawn' | 'Void';
  legal_basis: string;
  legal_reference: string;
  algorithm: string;
  algorithm_version: string;
  list_hash: string;
  committed_at: string;
  seed_taken_at: string | null;
  allocation: string;
  allocation_seed: string | null;
  case_seed: string | null;
  candidates: string | null;
  /** The eligible neutrals (their e-mails as hashed) with their names. */
  eligible: string[];
  eligible_names: Record<string, string>;
  /** How many panel members each rule left out (who, only the case manager sees). */
  excluded: Record<string, number>;
  neutral: string | null;
  neutral_name: string | null;
  item_22_rule: string | null;
  /** Fifth Schedule item 22: earlier appointments of the drawn neutral by this claimant in three years. */
  party_appointments: number | null;
  void_reason: string | null;
}

/** A draw as the case manager sees it in the case view: its public record and who was left out and why. */
export interface CaseDraw extends PublicDraw {
  exclusions: { neutral: string; reasons: string[] }[];
}

const CASE_MANAGER = { roles: ['System Manager'], refusal: 'Only the case manager can allocate neutrals' } as const;

export const APPOINTMENT_METHODS = {
  allocate_neutrals: method<AllocationReply>()({
    summary: 'Draw a neutral for a case, a list of cases or a bulk Lot, committing each eligible list before the seed is taken',
    access: CASE_MANAGER,
    http: ['POST'],
    args: v.object({
      case: optionalText,
      cases: v.optional(v.union([v.array(v.string()), v.string()])),
      lot: optionalText,
      legal_basis: text,
      legal_reference: text,
    }),
  }),
  appointment_draw: method<PublicDraw>()({
    summary: 'The public record of an appointment draw, enough to recompute it',
    access: 'guest',
    http: ['GET'],
    args: v.object({ draw: text }),
  }),
  case_draws: method<CaseDraw[]>()({
    summary: 'The appointment draws of a case, newest first, with who was excluded and why',
    access: { roles: ['System Manager'], refusal: 'Only the case manager can see the draws of a case' },
    http: ['GET'],
    args: v.object({ case: text }),
  }),
  case_appointment: method<PublicDraw | null>()({
    summary: 'How the neutral of a case the caller reaches was appointed: the draw that named them, as its public record shows it',
    access: 'signed-in',
    http: ['GET'],
    args: v.object({ case: text }),
  }),
} as const satisfies Record<string, MethodSpec>;

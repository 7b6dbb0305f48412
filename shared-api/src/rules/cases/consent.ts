/*
 * When a case is awaiting its neutral's consent and disclosure (SPEC §4: "Bulk claims count as
 * pending while consent and disclosure are both empty and the stage is not Draft or Completed").
 *
 * Our reading: the disclosure is made when the neutral is appointed (Arbitration and Conciliation
 * Act 1996, s.12(1); Mediation Act 2023, s.12), so it is awaited from the acceptance until the
 * proceedings end. A case whose award is made or dispatched, a settled claim, or a mediation whose
 * outcome is recorded is past that point: it is not a to-do of any list or dashboard count, even if
 * its consent was never recorded.
 */
import type { CaseKind } from './stages';

export const CONSENT_NOT_AWAITED_AT: Readonly<Record<CaseKind, readonly string[]>> = {
  claim: ['Draft', 'Award', 'Award Dispatched', 'Completed', 'Settled'],
  dispute: ['Draft', 'Settlement Agreement', 'Non Settlement Agreement', 'Registration', 'Award', 'Award Dispatched', 'Completed'],
};

/** Is a case of `kind` at `stage` still awaiting consent and disclosure (when they are not recorded)? */
export function awaitsConsentAndDisclosure(kind: CaseKind, stage: string | null | undefined): boolean {
  return Boolean(stage) && !CONSENT_NOT_AWAITED_AT[kind].includes(stage ?? '');
}

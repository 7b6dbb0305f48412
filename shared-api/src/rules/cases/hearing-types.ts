/** Hearing.hearing_type values (SPEC §3; Final Hearing from the hearing tabs of SPEC §2). */
export const HEARING_TYPES = [
  'Interim Hearing',
  'First Hearing',
  'Second Hearing',
  'Third Hearing',
  'Fourth Hearing',
  'Fifth Hearing',
  'Sixth Hearing',
  'Final Hearing',
] as const;

export type HearingType = (typeof HEARING_TYPES)[number];

const NUMBERED: readonly string[] = HEARING_TYPES.slice(1, 7);

/** 1 for First Hearing … 6 for Sixth Hearing; null for the interim, final or an unknown hearing. */
export function hearingNumber(hearingType: string | null | undefined): number | null {
  const index = NUMBERED.indexOf(hearingType ?? '');
  return index === -1 ? null : index + 1;
}

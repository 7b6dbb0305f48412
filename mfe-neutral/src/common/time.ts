/** SPEC §9: hearing times are chosen in 5-minute steps. */
export const TIME_STEP_MINUTES = 5;
export const TIME_STEP_SECONDS = TIME_STEP_MINUTES * 60;

export const TIME_STEP_MESSAGE = 'Choose a time in steps of 5 minutes';

/** True for 'HH:MM' (or 'HH:MM:SS') whose minutes are a multiple of five and seconds zero. */
export function isOnTimeStep(value: string): boolean {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::(\d{2}))?$/.exec(value);
  if (!match) return false;
  return Number(match[2]) % TIME_STEP_MINUTES === 0 && (match[3] === undefined || match[3] === '00');
}

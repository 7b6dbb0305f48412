/**
 * States, union territories and districts of India from the npm package `india-state-district`
 * (MIT, https://github.com/surajaswal29/india-state-district): 36 states/UTs, 772 districts.
 */
import { getAllStatesWithDistricts } from 'india-state-district';

/** Fixes to the package's data: "Sri SathyaYSR" is two Andhra Pradesh districts run together. */
const DISTRICT_FIXES: Record<string, string[]> = {
  'Sri SathyaYSR': ['Sri Sathya Sai', 'YSR Kadapa'],
};

export interface StateRow {
  state: string;
  state_code: string;
  districts: string[];
}

export function indianStates(): StateRow[] {
  return getAllStatesWithDistricts().map((entry) => ({
    state: entry.name.trim(),
    state_code: entry.code,
    districts: entry.districts.flatMap((district) => DISTRICT_FIXES[district.trim()] ?? [district.trim()]),
  }));
}

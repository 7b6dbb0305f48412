export { sha256Hex } from './sha256';
export {
  DRAW_ALGORITHM,
  allocate,
  candidateMask,
  candidatesFromMask,
  canonicalList,
  caseSeedOf,
  checkDraw,
  drawOrder,
  listDigestOf,
  listHashOf,
  partyKey,
  pickNeutral,
} from './draw';
export type { DrawCase, DrawCheck, DrawLimits, DrawResult, PublishedDraw } from './draw';

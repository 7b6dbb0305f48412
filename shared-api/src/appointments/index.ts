export { sha256Hex } from './sha256';
export {
  DRAW_ALGORITHM,
  allocate,
  canonicalList,
  checkDraw,
  listDigestOf,
  listHashOf,
  partyKey,
} from './draw';

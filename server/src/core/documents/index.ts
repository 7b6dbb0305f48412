export { getDoc, listDocs, countDocs, canReadDoc, PAGE_CAP } from './read';
export { insertDoc } from './insert';
export { updateDoc } from './update';
export { deleteDoc } from './delete';
export { loadDoc, docInScope } from './load';
export type { AccessOptions } from './access';
export { countMany, sumOf } from './counts';
export type { CountSpec, CountResult } from './counts';

export { getDoc, listDocs, countDocs, canReadDoc } from './read';
export { insertDoc } from './insert';
export { updateDoc } from './update';
export { deleteDoc } from './delete';
export { loadDoc, docInScope } from './load';
export { countMany, sumOf } from './counts';

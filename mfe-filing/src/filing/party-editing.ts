import type { PartyEntry } from './types';

export interface PartyListState {
  entries: PartyEntry[];
  editIndex: number | null;
}

/** Add a new entry, or replace the one being edited (SPEC §4: Update replaces at the edit index and ends edit mode). */
export function saveEntry({ entries, editIndex }: PartyListState, entry: PartyEntry): PartyListState {
  if (editIndex !== null && editIndex >= 0 && editIndex < entries.length) {
    return { entries: entries.map((current, index) => (index === editIndex ? entry : current)), editIndex: null };
  }
  return { entries: [...entries, entry], editIndex: null };
}

/**
 * Delete an entry (SPEC §2): deleting the entry being edited leaves edit mode; deleting one
 * above it keeps the same entry in edit.
 */
export function deleteEntry({ entries, editIndex }: PartyListState, index: number): PartyListState & { leftEdit: boolean } {
  const next = entries.filter((_, i) => i !== index);
  if (editIndex === null) return { entries: next, editIndex: null, leftEdit: false };
  if (editIndex === index) return { entries: next, editIndex: null, leftEdit: true };
  return { entries: next, editIndex: editIndex > index ? editIndex - 1 : editIndex, leftEdit: false };
}

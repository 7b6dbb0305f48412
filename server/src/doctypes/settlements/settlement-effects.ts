import type { Doc } from '../../core/doctype/types';

/**
 * One doctype holds both outcomes (SPEC §3). A non-settlement says so in settlement_type
 * ("Non Settlement…"), or fills only the non_settlement_* fields.
 */
export function outcomeOf(doc: Doc): 'settlement' | 'non-settlement' {
  const type = String(doc.settlement_type ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (type.startsWith('non')) return 'non-settlement';
  if (type) return 'settlement';
  const nonFilled = ['non_settlement_date', 'non_settlement_amount', 'non_settlement_report'].some((field) => Boolean(doc[field]));
  const filled = ['settlement_date', 'settlement_amount', 'settlement_report'].some((field) => Boolean(doc[field]));
  return nonFilled && !filled ? 'non-settlement' : 'settlement';
}

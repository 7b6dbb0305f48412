import { translate } from './i18n';
import type { PartyEntry } from './types';

const join = (...parts: Array<string | undefined>) =>
  parts
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');

/** SPEC §2 Case Summary: the company name for an Enterprise, else the person's name. */
export function claimantDisplayName(entry: PartyEntry): string {
  const person = join(entry.name1, entry.middle_name, entry.last_name);
  const company = join(entry.company_name);
  return (entry.customer_type === 'Enterprise' ? company || person : person || company) || translate('filing.wizard.party.unnamedClaimant');
}

export function respondentDisplayName(entry: PartyEntry): string {
  const person = join(entry.name1, entry.middle_name, entry.last_name);
  const company = join(entry.company_name);
  return (entry.respondent_type === 'Enterprise' ? company || person : person || company) || translate('filing.wizard.party.unnamedRespondent');
}

import type { Translate } from './i18n';
import type { LockRule, StepConfig, WizardValues } from './types';

const FILE_FIELDS = ['bar_council_id', 'certificates'] as const;

const present = (value: unknown) =>
  value !== undefined && value !== null && (Array.isArray(value) ? value.length > 0 : String(value).trim() !== '');

/** Whether a rule holds for the values typed so far and the steps saved so far. */
export function ruleHolds(rule: LockRule, values: WizardValues, savedSteps: ReadonlySet<string>): boolean {
  if ('anyOf' in rule) return rule.anyOf.some((inner) => ruleHolds(inner, values, savedSteps));
  if ('savedStep' in rule) return savedSteps.has(rule.savedStep);
  if ('file' in rule) return rule.file === 'any' ? FILE_FIELDS.some((field) => present(values[field])) : present(values[rule.file]);
  return present(values[rule.field]);
}

/** A step is open when its rule holds and every step before it is open (locks cascade). */
export function openSteps(steps: readonly StepConfig[], values: WizardValues, savedSteps: ReadonlySet<string>): boolean[] {
  const open: boolean[] = [];
  steps.forEach((step, index) => {
    const previousOpen = index === 0 || open[index - 1];
    open.push(previousOpen && (!step.unlock || ruleHolds(step.unlock, values, savedSteps)));
  });
  return open;
}

/**
 * What a locked tab waits for, in words (its tooltip and the screen-reader description). A field
 * rule is named by the catalogue (`wizard.lock.field.<field>`): a rule on a new field needs its entry.
 */
export function describeRule(t: Translate, rule: LockRule): string {
  if ('anyOf' in rule) return rule.anyOf.map((inner) => describeRule(t, inner)).reduce((first, second) => t('wizard.lock.either', { first, second }));
  if ('savedStep' in rule) return t('wizard.lock.savedStep');
  if ('file' in rule) return t(rule.file === 'any' ? 'wizard.lock.anyFile' : 'wizard.lock.barCouncilFile');
  return t(`wizard.lock.field.${rule.field}`);
}

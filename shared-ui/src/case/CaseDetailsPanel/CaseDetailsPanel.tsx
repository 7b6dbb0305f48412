import { Paper, Title } from '@mantine/core';
import {
  caseKindOf,
  formatAmount,
  formatDate,
  textOrNull,
  yesNo,
  type CaseDoc,
  type CaseKind,
} from 'shared-api';
import { DetailList, type DetailItem } from '../DetailList';
import { currentLanguage, type Language } from '../../i18n/language';
import { kitT, label, translateValue, useTranslation } from '../../i18n/kit';
import type { Translate } from '../../i18n/useTranslation';

/** The case type note shown when a case has none (SPEC §2 "Respondent case view"). */
export const DEFAULT_CASE_TYPE = 'Ex-parte';

type Variant = 'details' | 'summary';

export interface CaseDetailsPanelProps {
  /** A saved case, or the values of the filing form before it is saved. */
  caseDoc: Partial<CaseDoc>;
  /** Needed when the case has no number yet (the filing summary): which agreement field to read. */
  kind?: CaseKind;
  /**
   * 'details' (default): the case view's panel (agreement and loan, LRN and SOC dates, acceptance,
   * venue, case type). 'summary': the filing summary (clause, nature of dispute, jurisdiction,
   * tribunal, interim measures).
   */
  variant?: Variant;
  /** Default 'Case Details' in the reader's language; null for no heading. */
  title?: string | null;
}

function agreementNumber(caseDoc: Partial<CaseDoc>, kind: CaseKind | undefined): string | null {
  const resolved = kind ?? caseKindOf(caseDoc.name);
  if (resolved === 'dispute') return textOrNull(caseDoc.mediation_agreement_number);
  if (resolved === 'claim') return textOrNull(caseDoc.arbitration_agreement_number);
  return textOrNull(caseDoc.arbitration_agreement_number) ?? textOrNull(caseDoc.mediation_agreement_number);
}

/** The statement date: of claim for an arbitration, of dispute for a mediation. */
function socDate(caseDoc: Partial<CaseDoc>, kind: CaseKind | undefined, language: Language): string | null {
  const resolved = kind ?? caseKindOf(caseDoc.name);
  const own = resolved === 'dispute' ? caseDoc.statement_of_dispute_date : caseDoc.statement_of_claim_date;
  return formatDate(own ?? caseDoc.statement_of_claim_date ?? caseDoc.statement_of_dispute_date, language);
}

export function caseDetailItems(caseDoc: Partial<CaseDoc>, kind?: CaseKind, variant: Variant = 'details', t: Translate = kitT): DetailItem[] {
  const language = currentLanguage();
  if (variant === 'summary') {
    return [
      { label: label(t, 'Agreement Number'), value: agreementNumber(caseDoc, kind) },
      { label: label(t, 'Clause Number'), value: textOrNull(caseDoc.clause_number) },
      { label: label(t, 'Disputed Value'), value: formatAmount(caseDoc.disputed_value, language) },
      { label: label(t, 'Date of Agreement'), value: formatDate(caseDoc.date_of_agreement, language) },
      { label: label(t, 'Nature of Dispute'), value: textOrNull(caseDoc.nature_of_dispute) },
      { label: label(t, 'Venue'), value: textOrNull(caseDoc.venue) },
      { label: label(t, 'Jurisdiction'), value: textOrNull(caseDoc.jurisdiction) },
      { label: label(t, 'Composition of Tribunal'), value: textOrNull(caseDoc.composition_of_tribunal) },
      { label: label(t, 'Interim Measures'), value: label(t, yesNo(caseDoc.interim_measures)) },
    ];
  }
  return [
    { label: label(t, 'Agreement Number'), value: agreementNumber(caseDoc, kind) },
    { label: label(t, 'Date of Agreement'), value: formatDate(caseDoc.date_of_agreement, language) },
    { label: label(t, 'Make Model'), value: textOrNull(caseDoc.make_model) },
    { label: label(t, 'Registration Number'), value: textOrNull(caseDoc.registration_no) },
    { label: label(t, 'Engine Number'), value: textOrNull(caseDoc.engine_no) },
    { label: label(t, 'Chassis Number'), value: textOrNull(caseDoc.chassis_no) },
    { label: label(t, 'Loan Amount'), value: formatAmount(caseDoc.loan_amount, language) },
    { label: label(t, 'Number of Instalments'), value: textOrNull(caseDoc.no_of_instalments) },
    { label: label(t, 'Instalment Amount'), value: formatAmount(caseDoc.instalment_amt, language) },
    { label: label(t, 'Commencing From'), value: formatDate(caseDoc.commencing_from, language) },
    { label: label(t, 'Ending On'), value: formatDate(caseDoc.ending_on, language) },
    { label: label(t, 'Disputed Value'), value: formatAmount(caseDoc.disputed_value, language) },
    { label: label(t, 'LRN Date'), value: formatDate(caseDoc.lrninvoking_date, language) },
    { label: label(t, 'SOC Date'), value: socDate(caseDoc, kind, language) },
    { label: label(t, 'Acceptance By'), value: textOrNull(caseDoc.acceptance_by) },
    { label: label(t, 'Acceptance Date'), value: formatDate(caseDoc.acceptance_date, language) },
    { label: label(t, 'Venue'), value: textOrNull(caseDoc.venue) },
    { label: label(t, 'Case Type'), value: translateValue(t, 'kit.caseType', textOrNull(caseDoc.case_type) ?? DEFAULT_CASE_TYPE) },
  ];
}

/** The read-only case-details panel: 'Nil' for what is missing, dates day-month-year. */
export function CaseDetailsPanel({ caseDoc, kind, variant = 'details', title }: CaseDetailsPanelProps) {
  const { t } = useTranslation();
  const heading = title === undefined ? t('kit.caseDetails') : title;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={heading ?? t('kit.caseDetails')}>
      {heading && (
        <Title order={3} mb="sm">
          {heading}
        </Title>
      )}
      <DetailList items={caseDetailItems(caseDoc, kind, variant, t)} />
    </Paper>
  );
}

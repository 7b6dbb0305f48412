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
  /** Default 'Case Details'; null for no heading. */
  title?: string | null;
}

function agreementNumber(caseDoc: Partial<CaseDoc>, kind: CaseKind | undefined): string | null {
  const resolved = kind ?? caseKindOf(caseDoc.name);
  if (resolved === 'dispute') return textOrNull(caseDoc.mediation_agreement_number);
  if (resolved === 'claim') return textOrNull(caseDoc.arbitration_agreement_number);
  return textOrNull(caseDoc.arbitration_agreement_number) ?? textOrNull(caseDoc.mediation_agreement_number);
}

/** The statement date: of claim for an arbitration, of dispute for a mediation. */
function socDate(caseDoc: Partial<CaseDoc>, kind: CaseKind | undefined): string | null {
  const resolved = kind ?? caseKindOf(caseDoc.name);
  const own = resolved === 'dispute' ? caseDoc.statement_of_dispute_date : caseDoc.statement_of_claim_date;
  return formatDate(own ?? caseDoc.statement_of_claim_date ?? caseDoc.statement_of_dispute_date);
}

export function caseDetailItems(caseDoc: Partial<CaseDoc>, kind?: CaseKind, variant: Variant = 'details'): DetailItem[] {
  if (variant === 'summary') {
    return [
      { label: 'Agreement Number', value: agreementNumber(caseDoc, kind) },
      { label: 'Clause Number', value: textOrNull(caseDoc.clause_number) },
      { label: 'Disputed Value', value: formatAmount(caseDoc.disputed_value) },
      { label: 'Date of Agreement', value: formatDate(caseDoc.date_of_agreement) },
      { label: 'Nature of Dispute', value: textOrNull(caseDoc.nature_of_dispute) },
      { label: 'Venue', value: textOrNull(caseDoc.venue) },
      { label: 'Jurisdiction', value: textOrNull(caseDoc.jurisdiction) },
      { label: 'Composition of Tribunal', value: textOrNull(caseDoc.composition_of_tribunal) },
      { label: 'Interim Measures', value: yesNo(caseDoc.interim_measures) },
    ];
  }
  return [
    { label: 'Agreement Number', value: agreementNumber(caseDoc, kind) },
    { label: 'Date of Agreement', value: formatDate(caseDoc.date_of_agreement) },
    { label: 'Make Model', value: textOrNull(caseDoc.make_model) },
    { label: 'Registration Number', value: textOrNull(caseDoc.registration_no) },
    { label: 'Engine Number', value: textOrNull(caseDoc.engine_no) },
    { label: 'Chassis Number', value: textOrNull(caseDoc.chassis_no) },
    { label: 'Loan Amount', value: formatAmount(caseDoc.loan_amount) },
    { label: 'Number of Instalments', value: textOrNull(caseDoc.no_of_instalments) },
    { label: 'Instalment Amount', value: formatAmount(caseDoc.instalment_amt) },
    { label: 'Commencing From', value: formatDate(caseDoc.commencing_from) },
    { label: 'Ending On', value: formatDate(caseDoc.ending_on) },
    { label: 'Disputed Value', value: formatAmount(caseDoc.disputed_value) },
    { label: 'LRN Date', value: formatDate(caseDoc.lrninvoking_date) },
    { label: 'SOC Date', value: socDate(caseDoc, kind) },
    { label: 'Acceptance By', value: textOrNull(caseDoc.acceptance_by) },
    { label: 'Acceptance Date', value: formatDate(caseDoc.acceptance_date) },
    { label: 'Venue', value: textOrNull(caseDoc.venue) },
    { label: 'Case Type', value: textOrNull(caseDoc.case_type) ?? DEFAULT_CASE_TYPE },
  ];
}

/** The read-only case-details panel: 'Nil' for what is missing, dates day-month-year. */
export function CaseDetailsPanel({ caseDoc, kind, variant = 'details', title = 'Case Details' }: CaseDetailsPanelProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title ?? 'Case Details'}>
      {title && (
        <Title order={3} mb="sm">
          {title}
        </Title>
      )}
      <DetailList items={caseDetailItems(caseDoc, kind, variant)} />
    </Paper>
  );
}

import { Stack, Title } from '@mantine/core';
import {
  claimantName,
  respondentName,
  respondentNameHeader,
  sortRespondentsByContactType,
  type ClaimantRow,
  type RespondentRow,
} from 'shared-api';
import { ResponsiveTable, type ResponsiveColumn, type TableLayout } from './ResponsiveTable';

const address = <Row extends ClaimantRow | RespondentRow>(): ResponsiveColumn<Row>[] => [
  { key: 'streetvillage', header: 'Street/Village', value: (row) => row.streetvillage },
  { key: 'taluk', header: 'Taluk', value: (row) => row.taluk },
  { key: 'state', header: 'State', value: (row) => row.state },
  { key: 'city', header: 'City', value: (row) => row.city },
  { key: 'pin_code', header: 'Pincode', value: (row) => row.pin_code },
];

const rowKey = (row: { name?: string }, index: number) => row.name ?? `row-${index}`;

export interface ClaimantsTableProps {
  claimants: readonly ClaimantRow[] | null | undefined;
  layout?: TableLayout;
}

/** SPEC §2 Case Summary: Sl No, Name (company name for Enterprise), Email, address columns. */
export function ClaimantsTable({ claimants, layout }: ClaimantsTableProps) {
  const rows = claimants ?? [];
  const columns: ResponsiveColumn<ClaimantRow>[] = [
    { key: 'sl', header: 'Sl No', value: (_row, index) => index + 1, inCard: 'hidden' },
    { key: 'name', header: 'Name', value: (row) => claimantName(row), inCard: 'hidden' },
    { key: 'email', header: 'Email', value: (row) => row.email, breakAnywhere: true },
    ...address<ClaimantRow>(),
  ];
  return (
    <ResponsiveTable
      caption="Claimants"
      columns={columns}
      rows={rows}
      getRowKey={rowKey}
      cardTitle={(row, index) => `${index + 1}. ${claimantName(row) ?? 'Claimant'}`}
      layout={layout}
    />
  );
}

export interface RespondentsTableProps {
  respondents: readonly RespondentRow[] | null | undefined;
  layout?: TableLayout;
}

/**
 * SPEC §2 Case Summary: Sl No, Name (or Company Name when every respondent is an Enterprise),
 * Email, Respondent Type, address columns; Borrower, Co-Borrower, Guarantor order.
 */
export function RespondentsTable({ respondents, layout }: RespondentsTableProps) {
  const rows = sortRespondentsByContactType(respondents ?? []);
  const columns: ResponsiveColumn<RespondentRow>[] = [
    { key: 'sl', header: 'Sl No', value: (_row, index) => index + 1, inCard: 'hidden' },
    { key: 'name', header: respondentNameHeader(rows), value: (row) => respondentName(row), inCard: 'hidden' },
    { key: 'email', header: 'Email', value: (row) => row.email, breakAnywhere: true },
    { key: 'contact_type', header: 'Respondent Type', value: (row) => row.contact_type, inCard: 'hidden' },
    ...address<RespondentRow>(),
  ];
  return (
    <ResponsiveTable
      caption="Respondents"
      columns={columns}
      rows={rows}
      getRowKey={rowKey}
      cardTitle={(row, index) =>
        [`${index + 1}. ${respondentName(row) ?? 'Respondent'}`, row.contact_type?.trim()].filter(Boolean).join(' · ')
      }
      layout={layout}
    />
  );
}

export interface PartiesTablesProps {
  claimants: readonly ClaimantRow[] | null | undefined;
  respondents: readonly RespondentRow[] | null | undefined;
  /** 'auto' (default): tables on wide screens, stacked cards on phones. */
  layout?: TableLayout;
  /** Heading level of "Claimants" and "Respondents"; default 3. */
  headingOrder?: 2 | 3 | 4;
}

/** The claimant and respondent tables of a case view or the filing summary. */
export function PartiesTables({ claimants, respondents, layout, headingOrder = 3 }: PartiesTablesProps) {
  return (
    <Stack gap="lg">
      <section>
        <Title order={headingOrder} mb="xs">
          Claimants
        </Title>
        <ClaimantsTable claimants={claimants} layout={layout} />
      </section>
      <section>
        <Title order={headingOrder} mb="xs">
          Respondents
        </Title>
        <RespondentsTable respondents={respondents} layout={layout} />
      </section>
    </Stack>
  );
}

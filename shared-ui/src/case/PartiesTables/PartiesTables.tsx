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
import { translateValue, useTranslation } from '../../i18n/kit';
import type { Translate } from '../../i18n/useTranslation';

const address = <Row extends ClaimantRow | RespondentRow>(t: Translate): ResponsiveColumn<Row>[] => [
  { key: 'streetvillage', header: t('kit.party.streetVillage'), value: (row) => row.streetvillage },
  { key: 'taluk', header: t('kit.party.taluk'), value: (row) => row.taluk },
  { key: 'state', header: t('kit.party.state'), value: (row) => row.state },
  { key: 'city', header: t('kit.party.city'), value: (row) => row.city },
  { key: 'pin_code', header: t('kit.party.pincode'), value: (row) => row.pin_code },
];

const rowKey = (row: { name?: string }, index: number) => row.name ?? `row-${index}`;

export interface ClaimantsTableProps {
  claimants: readonly ClaimantRow[] | null | undefined;
  layout?: TableLayout;
}

/** SPEC §2 Case Summary: Sl No, Name (company name for Enterprise), Email, address columns. */
export function ClaimantsTable({ claimants, layout }: ClaimantsTableProps) {
  const { t } = useTranslation();
  const rows = claimants ?? [];
  const columns: ResponsiveColumn<ClaimantRow>[] = [
    { key: 'sl', header: t('kit.party.slNo'), value: (_row, index) => index + 1, inCard: 'hidden' },
    { key: 'name', header: t('kit.party.name'), value: (row) => claimantName(row), inCard: 'hidden' },
    { key: 'email', header: t('kit.party.email'), value: (row) => row.email, breakAnywhere: true },
    ...address<ClaimantRow>(t),
  ];
  return (
    <ResponsiveTable
      caption={t('kit.party.claimants')}
      columns={columns}
      rows={rows}
      getRowKey={rowKey}
      cardTitle={(row, index) => `${index + 1}. ${claimantName(row) ?? t('kit.party.claimant')}`}
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
  const { t } = useTranslation();
  const rows = sortRespondentsByContactType(respondents ?? []);
  const columns: ResponsiveColumn<RespondentRow>[] = [
    { key: 'sl', header: t('kit.party.slNo'), value: (_row, index) => index + 1, inCard: 'hidden' },
    { key: 'name', header: respondentNameHeader(rows) === 'Company Name' ? t('kit.party.companyName') : t('kit.party.name'), value: (row) => respondentName(row), inCard: 'hidden' },
    { key: 'email', header: t('kit.party.email'), value: (row) => row.email, breakAnywhere: true },
    { key: 'contact_type', header: t('kit.party.respondentType'), value: (row) => translateValue(t, 'kit.role', row.contact_type), inCard: 'hidden' },
    ...address<RespondentRow>(t),
  ];
  return (
    <ResponsiveTable
      caption={t('kit.party.respondents')}
      columns={columns}
      rows={rows}
      getRowKey={rowKey}
      cardTitle={(row, index) =>
        [`${index + 1}. ${respondentName(row) ?? t('kit.party.respondent')}`, translateValue(t, 'kit.role', row.contact_type)].filter(Boolean).join(' · ')
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
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <section>
        <Title order={headingOrder} mb="xs">
          {t('kit.party.claimants')}
        </Title>
        <ClaimantsTable claimants={claimants} layout={layout} />
      </section>
      <section>
        <Title order={headingOrder} mb="xs">
          {t('kit.party.respondents')}
        </Title>
        <RespondentsTable respondents={respondents} layout={layout} />
      </section>
    </Stack>
  );
}

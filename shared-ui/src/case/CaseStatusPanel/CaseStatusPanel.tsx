import { Paper, Title } from '@mantine/core';
import { caseKindOf, formatDate, formatTime, textOrNull, type CaseDoc, type HearingDoc } from 'shared-api';
import { DetailList } from '../DetailList';
import { StageBadge } from '../StageBadge';
import { VideoLink } from '../VideoLink';
import { label, useTranslation } from '../../i18n/kit';

export interface CaseStatusPanelProps {
  caseDoc: Partial<CaseDoc>;
  /**
   * The case's hearings (as useCaseHearings gives them): the first hearing is read from them when
   * the case itself records no hearing date.
   */
  hearings?: readonly HearingDoc[];
  /** Default 'Case Status' in the reader's language. */
  title?: string;
}

/** The first hearing: the one of type First Hearing, else the earliest by date. */
export function firstHearingOf(hearings: readonly HearingDoc[] | undefined): HearingDoc | undefined {
  if (!hearings || hearings.length === 0) return undefined;
  const first = hearings.find((hearing) => hearing.hearing_type === 'First Hearing');
  if (first) return first;
  return [...hearings].sort((a, b) => (a.hearing_date ?? '9999').localeCompare(b.hearing_date ?? '9999'))[0];
}

/**
 * Where the case's hearing details are read from: the case when it records a hearing date, else its
 * first hearing. The header's video-conference link reads the same, so the two never disagree.
 */
export function hearingDetailsOf(caseDoc: Partial<CaseDoc>, hearings: readonly HearingDoc[] | undefined): Partial<CaseDoc> | HearingDoc {
  return (caseDoc.hearing_date ? undefined : firstHearingOf(hearings)) ?? caseDoc;
}

/**
 * SPEC §2 Overview "Case Status panel": first hearing date, time, video conferencing link, hearing
 * location, case status and the neutral (Mediator for a dispute, Arbitrator for a claim).
 */
export function CaseStatusPanel({ caseDoc, hearings, title }: CaseStatusPanelProps) {
  const { t, language } = useTranslation();
  const heading = title ?? t('kit.caseStatus');
  const source = hearingDetailsOf(caseDoc, hearings);
  const isDispute = caseKindOf(caseDoc.name) === 'dispute';
  const neutral = isDispute ? caseDoc.mediator_name : caseDoc.arbitrator_name;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={heading}>
      <Title order={3} mb="sm">
        {heading}
      </Title>
      <DetailList
        items={[
          { label: label(t, 'First Hearing Date'), value: formatDate(source.hearing_date, language) },
          { label: label(t, 'First Hearing Time'), value: formatTime(source.hearing_time, language) },
          { label: label(t, 'Video Conferencing Link'), value: <VideoLink url={source.vc_link} /> },
          { label: label(t, 'Hearing Location'), value: textOrNull(source.hearing_location) },
          { label: label(t, 'Case Status'), value: caseDoc.stage ? <StageBadge stage={caseDoc.stage} size="md" t={t} /> : null },
          { label: label(t, isDispute ? 'Mediator' : 'Arbitrator'), value: textOrNull(neutral) },
        ]}
      />
    </Paper>
  );
}

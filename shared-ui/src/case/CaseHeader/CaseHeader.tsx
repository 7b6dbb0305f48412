/// <reference path="../../css-modules.d.ts" />
import { ActionIcon, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { caseTitle, sortRespondentsByContactType, type CaseDoc, type HearingDoc } from 'shared-api';
import { hearingDetailsOf } from '../CaseStatusPanel/CaseStatusPanel';
import { StageBadge } from '../StageBadge';
import { StatutoryDeadline } from '../StatutoryDeadline';
import { VideoLink } from '../VideoLink';
import * as classes from './CaseHeader.module.css';
import { useTranslation } from '../../i18n/kit';

export interface CaseHeaderProps {
  caseDoc: Pick<CaseDoc, 'name' | 'stage' | 'vc_link' | 'claimant_table' | 'respondent_table' | 'next_deadline_on' | 'next_deadline_kind'> & Partial<Pick<CaseDoc, 'hearing_date'>>;
  /**
   * The case's hearings (useCaseHearings): the video-conference link is read as the Case Status
   * panel reads it (the case's own, else its first hearing's), so the header never says Nil beside
   * a link the page shows.
   */
  hearings?: readonly HearingDoc[];
  /** Where the back arrow leads (e.g. '/arbitration'); no arrow without it. */
  backTo?: string;
  /** Buttons of the screen (e.g. Add Document), placed at the end and wrapping on phones. */
  actions?: ReactNode;
  /** Heading level of the title; default 1 (the case is the page's subject). */
  titleOrder?: 1 | 2;
}

/** The title of a case: "claimant vs respondent" with the borrower first (SPEC §2). */
export function caseTitleOf(caseDoc: Pick<CaseDoc, 'claimant_table' | 'respondent_table'>): string {
  return caseTitle(caseDoc.claimant_table ?? [], sortRespondentsByContactType(caseDoc.respondent_table ?? []));
}

/**
 * The top of every case view: case number, title by the title rule, stage badge, the next
 * statutory deadline with the days left, and the video-conference link (or Nil). Wraps onto several lines on a 360 px phone.
 */
export function CaseHeader({ caseDoc, hearings, backTo, actions, titleOrder = 1 }: CaseHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={classes.root}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {backTo && (
          <ActionIcon component={Link} to={backTo} variant="subtle" size="lg" aria-label={t('kit.back')}>
            <IconArrowLeft size={20} aria-hidden="true" />
          </ActionIcon>
        )}
        <div className={classes.heading}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} className={classes.number}>
              {caseDoc.name}
            </Text>
            <StageBadge stage={caseDoc.stage} t={t} />
            <StatutoryDeadline on={caseDoc.next_deadline_on} kind={caseDoc.next_deadline_kind} />
          </Group>
          <Title order={titleOrder} className={classes.title}>
            {caseTitleOf(caseDoc)}
          </Title>
          <Text size="sm" className={classes.video}>
            <Text span c="dimmed" size="sm">
              {t('kit.videoConference')}{' '}
            </Text>
            <VideoLink url={hearingDetailsOf(caseDoc, hearings).vc_link} />
          </Text>
        </div>
      </Group>
      {actions && (
        <Group gap="xs" wrap="wrap" className={classes.actions}>
          {actions}
        </Group>
      )}
    </header>
  );
}

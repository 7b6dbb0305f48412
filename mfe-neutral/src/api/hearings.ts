import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, HEARINGS_CLOSED_STAGES, sinceOpened, type CaseKind, type Filter, type OpenedDoc } from 'shared-api';
import { caseKeys } from 'shared-ui';
import { KIND } from './case-kind';
import { useInvalidateCase, withSeconds } from './cases';
import type { HearingAttendee, HearingRecord, Page } from './types';
import { neutralKeys } from './keys';

export const HEARING_PAGE_SIZE = 10;

const LIST_FIELDS = [
  'name',
  'claim',
  'dispute',
  'hearing_type',
  'hearing_date',
  'hearing_time',
  'mode_of_hearing',
  'vc_link',
  'hearing_location',
  'status',
  'claimant_name',
  'respondent_name',
];

/**
 * The caller's hearings, a page at a time, of one kind or (null) of both; the server keeps to the
 * cases the caller may read.
 */
export function useHearingList(hearingFor: 'Arbitration' | 'Mediation' | null, page: number) {
  return useQuery({
    queryKey: neutralKeys.hearingList(hearingFor, page),
    queryFn: () =>
      api
        .getPage<HearingRecord>(
          'Hearing',
          {
            fields: LIST_FIELDS,
            // Hearings of running cases only: a completed, settled or held case's hearings are closed.
            filters: [['case_stage', 'not in', HEARINGS_CLOSED_STAGES] as Filter, ...(hearingFor ? [['hearing_for', '=', hearingFor] as Filter] : [])],
            orderBy: 'hearing_date desc, hearing_time desc',
          },
          page,
          HEARING_PAGE_SIZE,
        )
        .then((paged): Page<HearingRecord> => paged),
    placeholderData: keepPreviousData,
  });
}

export interface HearingInput {
  hearing_type: string;
  hearing_date: string;
  hearing_time: string;
  mode_of_hearing: 'Online' | 'Offline';
  vc_link: string;
  hearing_location: string;
  status: string;
  transcript: string;
  hearing_attendees: HearingAttendee[];
}

export interface SaveHearingArgs {
  kind: CaseKind;
  caseName: string;
  /** The hearing being updated, as the form opened it; absent for a new one. */
  existing?: OpenedDoc;
  values: HearingInput;
  files: File[];
}

export function useSaveHearing() {
  const queryClient = useQueryClient();
  const invalidateCase = useInvalidateCase();
  return useMutation({
    mutationFn: async ({ kind, caseName, existing, values, files }: SaveHearingArgs) => {
      const body = {
        ...values,
        hearing_time: withSeconds(values.hearing_time),
        vc_link: values.mode_of_hearing === 'Online' ? values.vc_link : '',
        hearing_location: values.mode_of_hearing === 'Offline' ? values.hearing_location : '',
        hearing_attendees: values.hearing_attendees.map(({ name, name1, designation, representing }) => ({
          ...(name ? { name } : {}),
          name1,
          designation,
          representing,
        })),
      };
      const saved = existing
        ? await api.updateDoc<HearingRecord>('Hearing', existing.name, sinceOpened(existing, body))
        : await api.createDoc<HearingRecord>('Hearing', {
            ...body,
            [KIND[kind].link]: caseName,
            hearing_for: kind === 'claim' ? 'Arbitration' : 'Mediation',
          });
      // Uploads run one file at a time (SPEC §5).
      for (const file of files) await api.upload(file, { doctype: 'Hearing', docname: saved.name });
      return saved;
    },
    onSuccess: (saved, { caseName }) => {
      void queryClient.invalidateQueries({ queryKey: neutralKeys.hearings });
      void queryClient.invalidateQueries({ queryKey: caseKeys.files('Hearing', saved.name) });
      // A hearing may move the case's stage and dates.
      invalidateCase(caseName);
    },
  });
}

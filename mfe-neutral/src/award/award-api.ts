import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, caseLinkOf, sinceOpened, useSessionStore, type AwardDoc, type CaseDoc } from 'shared-api';
import { caseKeys, translate } from 'shared-ui';
import './i18n';
import { neutralKeys } from '../api/keys';

export type Letter = 'award' | 'covering';

export interface AwardValues {
  html: string;
  /** YYYY-MM-DD */
  awardDate?: string | null;
  awardAmount?: number | null;
  /** The final award: files the case's Award-Final document (SPEC §4, saveData false). */
  final?: boolean;
}

/**
 * Saves the award (create, else update) or the covering letter of an existing award; the server
 * sanitizes the HTML and checks who may write. Resolves to the toast to show (SPEC §8's words).
 * `award` is the award as the editor opened it: its version goes back with an update, so a save
 * made meanwhile by someone else is refused (TimestampMismatchError) instead of overwritten.
 */
export function useSaveLetter(caseDoc: CaseDoc, award: AwardDoc | null, letter: Letter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: AwardValues): Promise<string> => {
      const link = { [caseLinkOf(caseDoc.name) ?? 'claim']: caseDoc.name, stage: caseDoc.stage };
      if (letter === 'covering') {
        if (!award) throw new Error(translate('award.toast.noAward'));
        await api.updateDoc('Award', award.name, sinceOpened(award, { ...link, award_covering_letter: values.html }));
        return translate('award.toast.saved');
      }
      const fields = {
        ...link,
        award_letter: values.html,
        award_date: values.awardDate || null,
        award_amount: values.awardAmount ?? null,
        award_type: values.final ? 'Award-Final' : (award?.award_type ?? 'Award'),
        saveData: !values.final,
      };
      if (award) {
        await api.updateDoc('Award', award.name, sinceOpened(award, fields));
        return translate('award.toast.saved');
      }
      await api.createDoc('Award', fields);
      return translate('award.toast.added');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.detail(caseDoc.name) }),
  });
}

interface ProfileImages {
  letterhead: string | null;
  signature: string | null;
}

/** The signed-in neutral's letterhead and signature (their profile's images). */
export function useProfileImages(enabled: boolean) {
  const email = useSessionStore((state) => state.email);
  return useQuery({
    queryKey: neutralKeys.profileImages(email),
    enabled: enabled && Boolean(email),
    queryFn: async (): Promise<ProfileImages> => {
      const rows = await api.getList<{ letterhead?: string | null; signature?: string | null }>('User Registration', {
        fields: ['letterhead', 'signature'],
        filters: [['email_id', '=', email ?? '']],
        limitPageLength: 1,
      });
      return { letterhead: rows[0]?.letterhead ?? null, signature: rows[0]?.signature ?? null };
    },
  });
}

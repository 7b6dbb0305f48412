import { useState } from 'react';
import { errorMessage, type CaseKind } from 'shared-api';
import { notify, useAttachedFiles } from 'shared-ui';
import { useSaveHearing } from '../api/hearings';
import type { HearingRecord } from '../api/types';
import { useRole } from '../common/roles';
import { HearingForm } from './HearingForm';
import { useTranslation } from './i18n';

export interface HearingEditorProps {
  kind: CaseKind;
  caseName: string;
  hearing?: HearingRecord;
  hearingTypes: readonly string[];
  inheritedVcLink?: string | null;
  onSaved?: (saved: HearingRecord) => void;
}

/** A hearing form wired to the server: saves the hearing, then uploads its new files one by one. */
export function HearingEditor({ kind, caseName, hearing, hearingTypes, inheritedVcLink, onSaved }: HearingEditorProps) {
  const { t } = useTranslation();
  const role = useRole();
  const save = useSaveHearing();
  const files = useAttachedFiles('Hearing', hearing?.name);
  // Counts saves so the form forgets the files it has just uploaded.
  const [saves, setSaves] = useState(0);

  return (
    <HearingForm
      // A saved hearing comes back with new rows and files: start the form again from it.
      key={`${hearing?.name ?? 'new'}:${hearing?.modified ?? ''}`}
      saves={saves}
      hearing={hearing}
      hearingTypes={hearingTypes}
      role={role}
      inheritedVcLink={inheritedVcLink}
      existingFiles={files.data}
      filesLoading={files.isPending && Boolean(hearing)}
      submitting={save.isPending}
      onSubmit={(values, newFiles) =>
        save.mutate(
          { kind, caseName, existing: hearing, values, files: newFiles },
          {
            onSuccess: (saved) => {
              setSaves((count) => count + 1);
              // SPEC §8: a mediator adding a hearing to a dispute has a toast of their own.
              notify.success(t(kind === 'dispute' && !hearing ? 'hearings.savedMediator' : 'hearings.saved'));
              onSaved?.(saved);
            },
            onError: (failure) => notify.error(errorMessage(failure, t('hearings.saveFailed'))),
          },
        )
      }
    />
  );
}

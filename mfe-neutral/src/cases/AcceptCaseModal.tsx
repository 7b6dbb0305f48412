import { Modal, Text } from '@mantine/core';
import { useSessionStore, type CaseKind } from 'shared-api';
import { notify } from 'shared-ui';
import { useAcceptCase } from '../api/cases';
import type { CaseRecord } from '../api/types';
import { AcceptForm } from './AcceptForm';

/** SPEC §8: the exact toasts of acceptance, spelling included. */
export const ACCEPT_TOASTS = {
  claim: { success: 'Claim Accepted successfully', failure: 'Claim Accepted faild' },
  dispute: { success: 'Dispute Accepted successfully', failure: 'Dispute Accepted faild' },
} as const;

export interface AcceptCaseModalProps {
  kind: CaseKind;
  caseRecord: CaseRecord | null;
  onClose: () => void;
}

export function AcceptCaseModal({ kind, caseRecord, onClose }: AcceptCaseModalProps) {
  const fullName = useSessionStore((state) => state.fullName) ?? '';
  const accept = useAcceptCase(kind);

  return (
    <Modal opened={caseRecord !== null} onClose={onClose} title={`Accept ${caseRecord?.name ?? ''}`} size="lg">
      {caseRecord && (
        <>
          {caseRecord.title && (
            <Text c="dimmed" mb="md">
              {caseRecord.title}
            </Text>
          )}
          <AcceptForm
            kind={kind}
            neutralName={fullName}
            submitting={accept.isPending}
            onCancel={onClose}
            onSubmit={(values) =>
              accept.mutate(
                { docname: caseRecord.name, values },
                {
                  onSuccess: () => {
                    notify.success(ACCEPT_TOASTS[kind].success);
                    onClose();
                  },
                  onError: () => notify.error(ACCEPT_TOASTS[kind].failure),
                },
              )
            }
          />
        </>
      )}
    </Modal>
  );
}

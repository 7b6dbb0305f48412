import { Alert, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, useSessionStore, type CaseKind } from 'shared-api';
import { notify } from 'shared-ui';
import { useAcceptCase } from '../api/cases';
import type { CaseRecord } from '../api/types';
import { AcceptForm } from './AcceptForm';
import { useTranslation } from './i18n';

export interface AcceptCaseModalProps {
  kind: CaseKind;
  caseRecord: CaseRecord | null;
  onClose: () => void;
}

export function AcceptCaseModal({ kind, caseRecord, onClose }: AcceptCaseModalProps) {
  const { t } = useTranslation();
  const fullName = useSessionStore((state) => state.fullName) ?? '';
  const accept = useAcceptCase(kind);
  // The toast says only what the spec says; the reason stays in the dialog so it can be acted on.
  const [reason, setReason] = useState<string | null>(null);
  const close = () => {
    setReason(null);
    onClose();
  };

  return (
    <Modal opened={caseRecord !== null} onClose={close} title={t('cases.accept.title', { name: caseRecord?.name ?? '' })} size="lg">
      {caseRecord && (
        <>
          {caseRecord.title && (
            <Text c="dimmed" mb="md">
              {caseRecord.title}
            </Text>
          )}
          {reason && (
            <Alert color="red" role="alert" mb="md" title={t('cases.accept.failure', { kind })}>
              {reason}
            </Alert>
          )}
          <AcceptForm
            kind={kind}
            neutralName={fullName}
            submitting={accept.isPending}
            onCancel={close}
            onSubmit={(values) =>
              accept.mutate(
                { docname: caseRecord.name, values },
                {
                  onSuccess: () => {
                    // SPEC §8: the exact toasts of acceptance, spelling included.
                    notify.success(t('cases.accept.success', { kind }));
                    close();
                  },
                  onError: (failure) => {
                    notify.error(t('cases.accept.failure', { kind }));
                    setReason(errorMessage(failure));
                  },
                },
              )
            }
          />
        </>
      )}
    </Modal>
  );
}

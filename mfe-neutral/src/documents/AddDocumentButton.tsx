import { Button, Group, Modal } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { canAddDocument, errorMessage, useSessionStore, type CaseKind } from 'shared-api';
import { notify } from 'shared-ui';
import { useAddDocument, useDocumentTypes } from '../api/documents';
import { AddDocumentForm } from './AddDocumentForm';

export interface AddDocumentButtonProps {
  kind: CaseKind;
  caseName: string;
  stage: string;
}

/** Add Document, hidden once the case is Completed; the dialog files the document and uploads its files. */
export function AddDocumentButton({ kind, caseName, stage }: AddDocumentButtonProps) {
  const [opened, setOpened] = useState(false);
  const email = useSessionStore((state) => state.email);
  const types = useDocumentTypes();
  const add = useAddDocument(kind, caseName);

  if (!canAddDocument(stage)) return null;

  return (
    <Group justify="flex-end">
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Add Document
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Add Document" size="lg">
        {opened && (
          <AddDocumentForm
            documentTypes={types.data ?? []}
            typesLoading={types.isPending}
            canSubmit={canAddDocument(stage)}
            submitting={add.isPending}
            onCancel={() => setOpened(false)}
            onSubmit={(values, files) =>
              add.mutate(
                { values, files, userEmail: email },
                {
                  onSuccess: () => {
                    notify.success('Document added successfully');
                    setOpened(false);
                  },
                  onError: (failure) => notify.error(errorMessage(failure, 'The document could not be added')),
                },
              )
            }
          />
        )}
      </Modal>
    </Group>
  );
}

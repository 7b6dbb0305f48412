import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { canAddDocument, type CaseDoc } from 'shared-api';
import { DocumentsList } from 'shared-ui';
import { AddDocumentDialog } from './documents/AddDocumentDialog';

/** SPEC §2 Documents: the list with its view dialog; Add Document is hidden once the case is Completed. */
export function DocumentsTab({ caseDoc }: { caseDoc: CaseDoc }) {
  const [adding, setAdding] = useState(false);
  const canAdd = canAddDocument(caseDoc.stage);
  return (
    <>
      <DocumentsList
        caseName={caseDoc.name}
        allowAddFiles={canAdd}
        toolbar={
          canAdd ? (
            <Group justify="flex-end">
              <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
                Add Document
              </Button>
            </Group>
          ) : undefined
        }
      />
      {canAdd && <AddDocumentDialog caseDoc={caseDoc} opened={adding} onClose={() => setAdding(false)} />}
    </>
  );
}

import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { canAddDocument, type ArbitrationDocumentDoc, type CaseDoc } from 'shared-api';
import { DocumentViewDialog, DocumentsList } from 'shared-ui';
import { currentUserId } from '../session/current-user';
import { AddDocumentDialog } from './documents/AddDocumentDialog';

/**
 * SPEC §2 Documents: the list with its view dialog; Add Document is hidden once the case is
 * Completed. Files can be added to the respondent's own documents (the server lets an author, not
 * another party, change a document).
 */
export function DocumentsTab({ caseDoc }: { caseDoc: CaseDoc }) {
  const [adding, setAdding] = useState(false);
  const [viewed, setViewed] = useState<ArbitrationDocumentDoc | null>(null);
  const canAdd = canAddDocument(caseDoc.stage);
  const mine = viewed !== null && Boolean(viewed.owner) && viewed.owner === currentUserId();
  return (
    <>
      <DocumentsList
        caseName={caseDoc.name}
        onView={setViewed}
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
      <DocumentViewDialog document={viewed} onClose={() => setViewed(null)} allowAddFiles={canAdd && mine} />
      {canAdd && <AddDocumentDialog caseDoc={caseDoc} opened={adding} onClose={() => setAdding(false)} />}
    </>
  );
}

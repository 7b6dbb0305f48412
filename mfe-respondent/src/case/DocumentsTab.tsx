import { useState } from 'react';
import { canAddDocument, type ArbitrationDocumentDoc, type CaseDoc } from 'shared-api';
import { AddDocumentButton, DocumentViewDialog, DocumentsList, isoDate } from 'shared-ui';
import { currentUserId } from '../session/current-user';

/** SPEC §7: the respondent's document is dated today, names the case's arbitrator and sets documentupdate. */
function respondentDocumentFields(caseDoc: CaseDoc) {
  return { posting_date: isoDate(new Date()), arbitrator: caseDoc.arbitrator ?? undefined, documentupdate: 1 };
}

/**
 * SPEC §2 Documents: the list with its view dialog; Add Document is hidden once the case is
 * Completed. Files can be added to the respondent's own documents (the server lets an author, not
 * another party, change a document).
 */
export function DocumentsTab({ caseDoc }: { caseDoc: CaseDoc }) {
  const [viewed, setViewed] = useState<ArbitrationDocumentDoc | null>(null);
  const canAdd = canAddDocument(caseDoc.stage);
  const mine = viewed !== null && Boolean(viewed.owner) && viewed.owner === currentUserId();
  return (
    <>
      <DocumentsList
        caseName={caseDoc.name}
        onView={setViewed}
        toolbar={<AddDocumentButton caseName={caseDoc.name} stage={caseDoc.stage} documentFields={() => respondentDocumentFields(caseDoc)} />}
      />
      <DocumentViewDialog document={viewed} onClose={() => setViewed(null)} allowAddFiles={canAdd && mine} />
    </>
  );
}

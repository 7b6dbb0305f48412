import { useSessionStore } from 'shared-api';
import { AddDocumentButton as CaseAddDocumentButton } from 'shared-ui';

export interface AddDocumentButtonProps {
  caseName: string;
  stage: string;
}

/** The kit's Add Document; the neutral's document records who filed it. */
export function AddDocumentButton({ caseName, stage }: AddDocumentButtonProps) {
  const email = useSessionStore((state) => state.email);
  return <CaseAddDocumentButton caseName={caseName} stage={stage} documentFields={() => ({ user_email_id: email ?? undefined })} />;
}

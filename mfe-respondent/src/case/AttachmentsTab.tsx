import { Accordion, Stack, Text, Title } from '@mantine/core';
import { caseLinkOf, type CaseDoc } from 'shared-api';
import { AttachmentGrid, CaseAttachments, RichTextView } from 'shared-ui';
import { StatementAcknowledgement } from './StatementAcknowledgement';

interface Paper {
  key: string;
  title: string;
  /** Rich text written in the portal (read-only here). */
  text?: string | null;
  /** A stored file offered for download. */
  file?: string | null;
}

function papersOf(caseDoc: CaseDoc): Paper[] {
  const papers: Paper[] = [
    { key: 'consent', title: 'Nomination & Consent', text: caseDoc.consent, file: caseDoc.consent_document },
    { key: 'disclosure', title: 'Disclosure', text: caseDoc.disclosure, file: caseDoc.disclosure_document },
  ];
  if (caseLinkOf(caseDoc.name) === 'dispute') {
    papers.push(
      { key: 'statement', title: 'Statement of Dispute', text: caseDoc.statementdispute },
      { key: 'agreement', title: 'Mediation Agreement', text: caseDoc.agreement },
    );
  } else if (caseDoc.agreement) {
    papers.push({ key: 'agreement', title: 'Agreement', text: caseDoc.agreement });
  }
  return papers;
}

/**
 * SPEC §2 Attachments: the consent and disclosure papers and the other papers of the case,
 * read-only, with their files to download; while the notice is issued, the respondent confirms
 * having read them to move on.
 */
export function AttachmentsTab({ caseDoc }: { caseDoc: CaseDoc }) {
  const papers = papersOf(caseDoc);
  return (
    <Stack gap="lg">
      <Accordion variant="separated" multiple defaultValue={[]}>
        {papers.map((paper) => (
          <Accordion.Item key={paper.key} value={paper.key}>
            <Accordion.Control>{paper.title}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <RichTextView value={paper.text} placeholder="No Data Found" aria-label={paper.title} />
                {paper.file && (
                  <AttachmentGrid
                    aria-label={`${paper.title} file`}
                    items={[{ key: paper.key, label: `${paper.title} file`, fileUrl: paper.file, fileName: paper.file.split('/').pop() }]}
                  />
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <section>
        <Title order={2} size="h4" mb="xs">
          Case attachments
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Papers filed with the case. Tap one to download it.
        </Text>
        <CaseAttachments rows={caseDoc.case_attachment_documents} />
      </section>
      <StatementAcknowledgement caseDoc={caseDoc} />
    </Stack>
  );
}

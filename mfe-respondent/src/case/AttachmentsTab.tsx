import { Accordion, Stack, Text, Title } from '@mantine/core';
import { caseLinkOf, type CaseDoc } from 'shared-api';
import { AttachmentGrid, CaseAttachments, RichTextView } from 'shared-ui';
import { StatementAcknowledgement } from './StatementAcknowledgement';
import { useTranslation } from './i18n';

interface Paper {
  key: string;
  /** The catalogue id of its title. */
  title: string;
  /** Rich text written in the portal (read-only here). */
  text?: string | null;
  /** A stored file offered for download. */
  file?: string | null;
}

function papersOf(caseDoc: CaseDoc): Paper[] {
  const papers: Paper[] = [
    { key: 'consent', title: 'case.paper.consent', text: caseDoc.consent, file: caseDoc.consent_document },
    { key: 'disclosure', title: 'case.paper.disclosure', text: caseDoc.disclosure, file: caseDoc.disclosure_document },
  ];
  if (caseLinkOf(caseDoc.name) === 'dispute') {
    papers.push(
      { key: 'statement', title: 'case.paper.statement', text: caseDoc.statementdispute },
      { key: 'agreement', title: 'case.paper.mediationAgreement', text: caseDoc.agreement },
    );
  } else if (caseDoc.agreement) {
    papers.push({ key: 'agreement', title: 'case.paper.agreement', text: caseDoc.agreement });
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
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Accordion variant="separated" multiple defaultValue={[]}>
        {papers.map((paper) => (
          <Accordion.Item key={paper.key} value={paper.key}>
            <Accordion.Control>{t(paper.title)}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <RichTextView value={paper.text} placeholder={t('kit.noData')} aria-label={t(paper.title)} />
                {paper.file && (
                  <AttachmentGrid
                    aria-label={t('case.paper.file', { title: t(paper.title) })}
                    items={[{ key: paper.key, label: t('case.paper.file', { title: t(paper.title) }), fileUrl: paper.file, fileName: paper.file.split('/').pop() }]}
                  />
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <section>
        <Title order={2} size="h4" mb="xs">
          {t('case.attachments.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('case.attachments.hint')}
        </Text>
        <CaseAttachments rows={caseDoc.case_attachment_documents} />
      </section>
      <StatementAcknowledgement caseDoc={caseDoc} />
    </Stack>
  );
}

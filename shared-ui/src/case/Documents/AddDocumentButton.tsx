import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { canAddDocument } from 'shared-api';
import { AddDocumentDialog, type AddDocumentDialogProps } from './AddDocumentDialog';
import { useTranslation } from '../../i18n/kit';

export interface AddDocumentButtonProps extends Pick<AddDocumentDialogProps, 'documentFields'> {
  caseName: string;
  stage: string | null | undefined;
}

/** Add Document with its dialog; nothing once the case is Completed (SPEC §4 read-only rules). */
export function AddDocumentButton({ caseName, stage, documentFields }: AddDocumentButtonProps) {
  const [opened, setOpened] = useState(false);
  const { t } = useTranslation();
  if (!canAddDocument(stage)) return null;
  return (
    <Group justify="flex-end">
      <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setOpened(true)}>
        {t('kit.document.add')}
      </Button>
      <AddDocumentDialog caseName={caseName} opened={opened} onClose={() => setOpened(false)} documentFields={documentFields} />
    </Group>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { IconPencil, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { isAwardEditable, type AwardDoc, type CaseDoc } from 'shared-api';
import { AwardPanel, useCaseAwards } from 'shared-ui';
import { useRole } from '../common/roles';
import { AwardLetterDialog } from './AwardLetterDialog';
import { SignAwardDialog } from './SignAwardDialog';
import type { Letter } from './award-api';
import { useTranslation } from './i18n';

/**
 * The Award step of the neutral's case view: the award read-only for everyone, and for the case's
 * Arbitrator or Med-Arb while the case allows it (SPEC §6) the editor of the award and its covering
 * letter. The server enforces the same rule on every save.
 */
export function AwardStep({ caseDoc }: { caseDoc: CaseDoc }) {
  const { t } = useTranslation();
  const role = useRole();
  const awards = useCaseAwards(caseDoc.name);
  const [open, setOpen] = useState<Letter | null>(null);
  const [signing, setSigning] = useState(false);
  const editable = isAwardEditable({ role, stage: caseDoc.stage, is_convereted: caseDoc.is_convereted });
  const award: AwardDoc | null = awards.data?.[0] ?? null;

  return (
    <>
      {editable && awards.isSuccess && (
        <Group gap="sm" wrap="wrap">
          <Button leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => setOpen('award')}>
            {t(award ? 'award.step.edit' : 'award.step.write')}
          </Button>
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => setOpen('covering')} disabled={!award}>
            {t('award.step.editCovering')}
          </Button>
          {award && (
            <Button variant="outline" leftSection={<IconSignature size={16} aria-hidden="true" />} onClick={() => setSigning(true)}>
              {t('award.sign.button')}
            </Button>
          )}
          {!award && (
            <Text size="sm" c="dimmed">
              {t('award.step.coveringLater')}
            </Text>
          )}
        </Group>
      )}
      <AwardPanel caseName={caseDoc.name} onOpenLetter={editable ? (letter) => setOpen(letter) : undefined} />
      {editable && <AwardLetterDialog caseDoc={caseDoc} award={award} letter={open} onClose={() => setOpen(null)} />}
      {editable && award && <SignAwardDialog caseName={caseDoc.name} award={award} opened={signing} onClose={() => setSigning(false)} />}
    </>
  );
}

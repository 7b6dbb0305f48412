import { Alert, Button, Checkbox, Group, Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { caseKindOf, checkRecordSave, errorMessage, formatDate, parseDisplayDate, todayInIndia, type AwardDoc, type CaseDoc } from 'shared-api';
import { NumberField, PageLoader, TextField, notify } from 'shared-ui';
import { awardTemplate, coveringLetterTemplate } from './award-template';
import { useProfileImages, useSaveLetter, type Letter } from './award-api';
import { useRole } from '../common/roles';
import * as classes from './AwardLetterDialog.module.css';
import { useTranslation } from './i18n';

// tiptap and ProseMirror load with the first letter opened, never with the case view.
const LetterEditor = lazy(() => import('./LetterEditor').then((module) => ({ default: module.LetterEditor })));

export interface AwardLetterFormProps {
  caseDoc: CaseDoc;
  /** The case's award, or null before the first save. */
  award: AwardDoc | null;
  letter: Letter;
  onSaved?: () => void;
  onCancel?: () => void;
}

/** The award (or covering letter) editor with its fields and the Save / Update button (SPEC §2). */
export function AwardLetterForm({ caseDoc, award: shown, letter, onSaved, onCancel }: AwardLetterFormProps) {
  const { t } = useTranslation();
  // The award as the editor opened it: the case view's list may refresh while it is open, and the
  // save must carry the version the text was written against, not one it never showed.
  const [award] = useState(shown);
  const initialDate = award?.award_date ?? todayInIndia();
  const [html, setHtml] = useState(() =>
    letter === 'award'
      ? award?.award_letter || awardTemplate(caseDoc, { awardDate: initialDate })
      : award?.award_covering_letter || coveringLetterTemplate(caseDoc, { awardDate: award?.award_date, today: todayInIndia() }),
  );
  const [dateText, setDateText] = useState(formatDate(initialDate) ?? '');
  const [amount, setAmount] = useState<number | string>(award?.award_amount ?? caseDoc.disputed_value ?? '');
  const [final, setFinal] = useState(award?.award_type === 'Award-Final');
  const [dateError, setDateError] = useState<string | null>(null);
  const save = useSaveLetter(caseDoc, award, letter);
  const images = useProfileImages(letter === 'covering');
  const blocked = letter === 'covering' && !award;
  // The final award moves the case to Award (s.32(1)): offered only where the server will take it,
  // by the same rule (shared-api's checkRecordSave); otherwise it says why and the draft is saved.
  const role = useRole();
  const finalAllowed = checkRecordSave(caseKindOf(caseDoc.name) ?? 'claim', caseDoc.stage ?? 'Draft', 'final-award', role);

  const submit = () => {
    let awardDate: string | null = null;
    if (letter === 'award') {
      awardDate = parseDisplayDate(dateText);
      if (!awardDate) {
        setDateError(t('award.form.dateInvalid'));
        return;
      }
    }
    setDateError(null);
    save.mutate(
      { html, awardDate, awardAmount: typeof amount === 'number' ? amount : null, final: final && finalAllowed.ok },
      {
        onSuccess: (message) => {
          notify.success(message);
          onSaved?.();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {blocked && (
        <Alert color="yellow" title={t('award.form.noAward')}>
          {t('award.form.noAwardHint')}
        </Alert>
      )}
      {letter === 'award' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField label={t('award.form.date')} required placeholder={t('award.datePlaceholder')} value={dateText} error={dateError} onChange={(event) => setDateText(event.currentTarget.value)} />
          <NumberField label={t('award.form.amount')} prefix="₹" thousandSeparator="," thousandsGroupStyle="lakh" min={0} decimalScale={2} value={amount} onChange={setAmount} />
        </SimpleGrid>
      )}
      {letter === 'covering' && images.data?.letterhead && (
        <Image src={images.data.letterhead} alt={t('award.form.letterhead')} className={classes.letterhead} fit="contain" />
      )}
      <Suspense fallback={<PageLoader label={t('award.form.loadingEditor')} />}>
        <LetterEditor initialHtml={html} onChange={setHtml} label={t(`award.letter.${letter}`)} />
      </Suspense>
      {letter === 'covering' && images.data?.signature && (
        <Group justify="flex-end">
          <Image src={images.data.signature} alt={t('award.form.signature')} className={classes.signature} fit="contain" />
        </Group>
      )}
      {letter === 'award' && (
        <Checkbox
          label={t('award.form.final')}
          checked={final && finalAllowed.ok}
          disabled={!finalAllowed.ok}
          description={finalAllowed.ok ? undefined : finalAllowed.reason}
          onChange={(event) => setFinal(event.currentTarget.checked)}
        />
      )}
      {save.isError && (
        <Alert color="red" role="alert" title={t('award.form.notSaved')}>
          {errorMessage(save.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('award.cancel')}
          </Button>
        )}
        <Button onClick={submit} loading={save.isPending} disabled={blocked}>
          {t(letter === 'award' && award ? 'award.form.update' : 'award.form.save')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('award.form.sanitized')}
      </Text>
    </Stack>
  );
}

export interface AwardLetterDialogProps extends Omit<AwardLetterFormProps, 'letter' | 'onCancel'> {
  letter: Letter | null;
  onClose: () => void;
}

/** The award editor modal and the covering letter dialog of the case view. */
export function AwardLetterDialog({ letter, onClose, ...props }: AwardLetterDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={letter !== null} onClose={onClose} title={letter ? t(`award.letter.${letter}`) : ''} size="xl" fullScreen={false} classNames={{ content: classes.modal }}>
      {letter && <AwardLetterForm {...props} letter={letter} onSaved={onClose} onCancel={onClose} />}
    </Modal>
  );
}

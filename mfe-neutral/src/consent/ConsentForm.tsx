import { Button, FileInput, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { declarationErrors, errorMessage, type DisclosureDeclaration } from 'shared-api';
import { notify } from 'shared-ui';
import { useSaveConsent, type ConsentCase } from '../api/dispatches';
import { useTranslation } from './i18n';

const SIGNED_COPY_TYPES = '.pdf,.jpg,.jpeg,.png';
const MAX_ANSWER = 2000;

interface Answers {
  relationships: string;
  interests: string;
  engagements: string;
  can_devote_time: '' | 'yes' | 'no';
  time_note: string;
}

const EMPTY: Answers = { relationships: '', interests: '', engagements: '', can_devote_time: '', time_note: '' };

function toDeclaration(answers: Answers): Partial<DisclosureDeclaration> {
  return {
    relationships: answers.relationships,
    interests: answers.interests,
    engagements: answers.engagements,
    can_devote_time: answers.can_devote_time === '' ? undefined : answers.can_devote_time === 'yes',
    time_note: answers.time_note,
  };
}

/**
 * The neutral's consent and Sixth-Schedule disclosure for one case (s.12(1)). The server writes
 * the stored texts from these answers, with the case counts it holds.
 */
export function ConsentForm({ caseRow, onClose }: { caseRow: ConsentCase | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveConsent();
  const [answers, setAnswers] = useState<Answers>(EMPTY);
  const [consentFile, setConsentFile] = useState<File | null>(null);
  const [disclosureFile, setDisclosureFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const set = (field: keyof Answers) => (value: string) => setAnswers((current) => ({ ...current, [field]: value }));

  const close = () => {
    setAnswers(EMPTY);
    setConsentFile(null);
    setDisclosureFile(null);
    setErrors([]);
    onClose();
  };

  const submit = () => {
    if (!caseRow) return;
    const declaration = toDeclaration(answers);
    const found = declarationErrors(declaration);
    setErrors(found);
    if (found.length > 0) return;
    save.mutate(
      { caseName: caseRow.name, declaration: declaration as DisclosureDeclaration, consentFile, disclosureFile },
      {
        onSuccess: () => {
          notify.success(t('consent.form.saved'));
          close();
        },
        onError: (failure) => notify.error(errorMessage(failure, t('consent.form.failed'))),
      },
    );
  };

  const errorFor = (word: string) => errors.find((message) => message.startsWith(word));
  return (
    <Modal opened={caseRow !== null} onClose={close} title={caseRow ? t('consent.form.title', { name: caseRow.name }) : ''} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('consent.form.hint')}
        </Text>
        <Textarea
          label={t('consent.form.relationships')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={MAX_ANSWER}
          value={answers.relationships}
          error={errorFor('Relationships')}
          onChange={(event) => set('relationships')(event.currentTarget.value)}
        />
        <Textarea
          label={t('consent.form.interests')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={MAX_ANSWER}
          value={answers.interests}
          error={errorFor('Interests')}
          onChange={(event) => set('interests')(event.currentTarget.value)}
        />
        <Textarea
          label={t('consent.form.engagements')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={MAX_ANSWER}
          value={answers.engagements}
          error={errorFor('Other engagements')}
          onChange={(event) => set('engagements')(event.currentTarget.value)}
        />
        <Radio.Group
          label={t('consent.form.devoteTime')}
          withAsterisk
          value={answers.can_devote_time}
          onChange={set('can_devote_time')}
          error={errorFor('Say whether')}
        >
          <Group mt="xs">
            <Radio value="yes" label={t('consent.form.yes')} />
            <Radio value="no" label={t('consent.form.no')} />
          </Group>
        </Radio.Group>
        <Textarea
          label={t('consent.form.timeNote')}
          autosize
          minRows={1}
          maxLength={MAX_ANSWER}
          value={answers.time_note}
          error={errorFor('Explain why')}
          onChange={(event) => set('time_note')(event.currentTarget.value)}
        />
        <FileInput label={t('consent.form.signedConsent')} accept={SIGNED_COPY_TYPES} clearable value={consentFile} onChange={setConsentFile} placeholder={t('consent.form.chooseFile')} />
        <FileInput label={t('consent.form.signedDisclosure')} accept={SIGNED_COPY_TYPES} clearable value={disclosureFile} onChange={setDisclosureFile} placeholder={t('consent.form.chooseFile')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('consent.form.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('consent.form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

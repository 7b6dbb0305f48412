import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage, stagesOf, type CaseKind } from 'shared-api';
import { notify, SelectField, StageBadge, TextareaField } from 'shared-ui';
import { useCorrectStage } from '../api/consistency';
import { useTranslation } from './i18n';

/** The case whose stage is corrected, with what the consistency check found wrong (when it came from there). */
export interface CorrectionTarget {
  kind: CaseKind;
  name: string;
  stage: string;
  problems?: readonly string[];
}

export interface CorrectStageDialogProps {
  /** The case to correct; null keeps the dialog closed. */
  target: CorrectionTarget | null;
  onClose: () => void;
}

/**
 * Every stage of the case's kind but Draft (a case never goes back to Draft) and the one it is at.
 * The server decides whether the records bear the chosen stage out and says what is missing if not.
 */
export function correctionStages(kind: CaseKind, current: string): string[] {
  return stagesOf(kind).filter((stage) => stage !== 'Draft' && stage !== current);
}

function CorrectStageForm({ target, onClose }: { target: CorrectionTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const correct = useCorrectStage();
  const [stage, setStage] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ stage?: string; reason?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      stage: stage ? undefined : t('consistency.dialog.stageMissing'),
      reason: reason.trim() ? undefined : t('consistency.dialog.reasonMissing'),
    };
    setErrors(found);
    if (found.stage || found.reason) return;
    setRefusal(null);
    correct.mutate(
      { name: target.name, stage, reason: reason.trim() },
      {
        onSuccess: (saved) => {
          notify.success(t('consistency.dialog.corrected', { name: saved.name, stage: saved.stage }));
          onClose();
        },
        onError: (failure) => setRefusal(errorMessage(failure, t('consistency.dialog.failed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('consistency.dialog.formLabel', { name: target.name })}>
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm">{t('consistency.dialog.nowAt')}</Text>
          <StageBadge stage={target.stage} size="md" />
        </Group>
        {target.problems && target.problems.length > 0 && (
          <div>
            <Text size="sm" fw={600} id="correct-stage-problems">
              {t('consistency.dialog.problems')}
            </Text>
            <List size="sm" spacing={2} aria-labelledby="correct-stage-problems">
              {target.problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </div>
        )}
        {refusal && (
          <Alert color="red" role="alert" title={t('consistency.dialog.notCorrected')}>
            {refusal}
          </Alert>
        )}
        <SelectField
          label={t('consistency.dialog.stage')}
          description={t('consistency.dialog.stageHint')}
          placeholder={t('consistency.dialog.placeholder')}
          required
          data={correctionStages(target.kind, target.stage)}
          value={stage}
          error={errors.stage}
          onChange={(event) => {
            setStage(event.currentTarget.value);
            setErrors((current) => ({ ...current, stage: undefined }));
          }}
          data-autofocus
        />
        <TextareaField
          label={t('consistency.dialog.reason')}
          description={t('consistency.dialog.reasonHint')}
          required
          minRows={3}
          maxLength={500}
          value={reason}
          error={errors.reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={correct.isPending}>
            {t('consistency.dialog.cancel')}
          </Button>
          <Button type="submit" loading={correct.isPending}>
            {t('consistency.correct')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The case manager's correction of a case's stage, with a required reason (server method
 * correct_stage; the reason and the move go into the audit trail). A refusal stays in the dialog
 * in the server's words, so the case manager can choose again.
 */
export function CorrectStageDialog({ target, onClose }: CorrectStageDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={target !== null} onClose={onClose} title={target ? t('consistency.dialog.formLabel', { name: target.name }) : t('consistency.dialog.title')} size="lg">
      {target && <CorrectStageForm key={`${target.name}:${target.stage}`} target={target} onClose={onClose} />}
    </Modal>
  );
}

import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage, stagesOf, type CaseKind } from 'shared-api';
import { notify, SelectField, StageBadge, TextareaField } from 'shared-ui';
import { useCorrectStage } from '../api/consistency';

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
  const correct = useCorrectStage();
  const [stage, setStage] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ stage?: string; reason?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      stage: stage ? undefined : 'Choose the stage the case should be at',
      reason: reason.trim() ? undefined : 'Give the reason for the correction; it is kept in the case history',
    };
    setErrors(found);
    if (found.stage || found.reason) return;
    setRefusal(null);
    correct.mutate(
      { name: target.name, stage, reason: reason.trim() },
      {
        onSuccess: (saved) => {
          notify.success(`${saved.name} corrected to ${saved.stage}`);
          onClose();
        },
        onError: (failure) => setRefusal(errorMessage(failure, 'The stage could not be corrected. Please try again.')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Correct the stage of ${target.name}`}>
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm">Now at</Text>
          <StageBadge stage={target.stage} size="md" />
        </Group>
        {target.problems && target.problems.length > 0 && (
          <div>
            <Text size="sm" fw={600} id="correct-stage-problems">
              What the records do not bear out
            </Text>
            <List size="sm" spacing={2} aria-labelledby="correct-stage-problems">
              {target.problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </div>
        )}
        {refusal && (
          <Alert color="red" role="alert" title="The stage was not corrected">
            {refusal}
          </Alert>
        )}
        <SelectField
          label="Correct stage to"
          description="The case's records must bear the stage out: an award for Award, a settlement for Settlement Agreement…"
          placeholder="Select stage"
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
          label="Reason for the correction"
          description="Kept in the case history with the move."
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
            Cancel
          </Button>
          <Button type="submit" loading={correct.isPending}>
            Correct stage
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
  return (
    <Modal opened={target !== null} onClose={onClose} title={target ? `Correct the stage of ${target.name}` : 'Correct the stage'} size="lg">
      {target && <CorrectStageForm key={`${target.name}:${target.stage}`} target={target} onClose={onClose} />}
    </Modal>
  );
}

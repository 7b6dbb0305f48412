import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, type CaseKind } from 'shared-api';
import { notify, SelectField } from 'shared-ui';
import { useApprovedNeutrals, useAssignNeutral } from '../api/cases';
import type { CaseRecord } from '../api/types';

const NEUTRAL_WORD: Record<CaseKind, string> = { claim: 'Arbitrator', dispute: 'Mediator' };

export interface AssignNeutralModalProps {
  kind: CaseKind;
  caseRecord: CaseRecord | null;
  onClose: () => void;
}

/** The case manager assigns an approved arbitrator or mediator to a Draft case. */
export function AssignNeutralModal({ kind, caseRecord, onClose }: AssignNeutralModalProps) {
  const opened = caseRecord !== null;
  const neutrals = useApprovedNeutrals(kind, opened);
  const assign = useAssignNeutral();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const word = NEUTRAL_WORD[kind];
  const current = kind === 'claim' ? caseRecord?.arbitrator : caseRecord?.mediator_email_id;

  const close = () => {
    setChoice('');
    setError(null);
    onClose();
  };

  const submit = () => {
    if (!caseRecord) return;
    if (!choice) {
      setError(`${word} is required`);
      return;
    }
    assign.mutate(
      { docname: caseRecord.name, neutral: choice },
      {
        onSuccess: () => {
          const chosen = neutrals.data?.find((neutral) => neutral.email === choice);
          notify.success(`${chosen?.fullName ?? choice} assigned to ${caseRecord.name}`);
          close();
        },
        onError: (failure) => notify.error(errorMessage(failure, `The ${word.toLowerCase()} could not be assigned`)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={`Assign ${word.toLowerCase()}: ${caseRecord?.name ?? ''}`}>
      <Stack gap="md">
        {caseRecord?.title && <Text c="dimmed">{caseRecord.title}</Text>}
        {current && (
          <Text size="sm">
            Currently assigned: <strong>{current}</strong>. The case stays a Draft until the {word.toLowerCase()}{' '}
            accepts it.
          </Text>
        )}
        {neutrals.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(neutrals.error)}
          </Alert>
        ) : (
          <SelectField
            label={`Approved ${word}`}
            required
            placeholder={neutrals.isPending ? 'Loading…' : `Select ${word.toLowerCase()}`}
            disabled={neutrals.isPending}
            data={(neutrals.data ?? []).map((neutral) => ({ value: neutral.email, label: `${neutral.fullName} (${neutral.email})` }))}
            value={choice}
            error={error}
            onChange={(event) => {
              setChoice(event.currentTarget.value);
              setError(null);
            }}
          />
        )}
        {neutrals.data?.length === 0 && <Text size="sm">No approved {word.toLowerCase()} yet.</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={assign.isPending} disabled={neutrals.isPending || neutrals.isError}>
            Assign
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

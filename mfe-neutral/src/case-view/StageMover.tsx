import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, nextStages, type CaseKind } from 'shared-api';
import { notify, SelectField } from 'shared-ui';
import { useMoveStage } from '../api/cases';

export interface StageMoverProps {
  kind: CaseKind;
  caseName: string;
  stage: string;
  role: string | null;
}

/**
 * Moves the case on. The choices are the moves the shared stage machine allows this role; the
 * server checks the same machine and its refusal (417) is shown as it says it.
 */
export function StageMover({ kind, caseName, stage, role }: StageMoverProps) {
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useMoveStage(kind);
  const choices = nextStages(kind, stage, role);

  if (choices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Stage: <strong>{stage}</strong>. No further stage change is open to you here.
      </Text>
    );
  }

  const submit = () => {
    if (!target) {
      setError('Choose the next stage');
      return;
    }
    move.mutate(
      { name: caseName, stage: target },
      {
        onSuccess: () => {
          notify.success(`Stage changed to ${target}`);
          setTarget('');
        },
        onError: (failure) => notify.error(errorMessage(failure, 'The stage could not be changed')),
      },
    );
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SelectField
        label="Move case to stage"
        placeholder="Select stage"
        data={choices}
        value={target}
        error={error}
        onChange={(event) => {
          setTarget(event.currentTarget.value);
          setError(null);
        }}
        style={{ flex: '1 1 220px' }}
      />
      <Button onClick={submit} loading={move.isPending}>
        Move stage
      </Button>
    </Group>
  );
}

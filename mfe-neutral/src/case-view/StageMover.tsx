import { Alert, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, type CaseKind } from 'shared-api';
import { notify, SelectField, withNodes } from 'shared-ui';
import { useMoveStage, useStageOptions } from '../api/cases';
import { useTranslation } from './i18n';

export interface StageMoverProps {
  kind: CaseKind;
  caseName: string;
  stage: string;
}

/**
 * Moves the case on. The server answers which moves its stage machine gives this user and, for
 * each, whether the record the stage stands for exists (an award, a settlement, a dispatch to every
 * party…). Only the open moves are offered; the others are listed with what is missing. The server
 * checks the same rules on the move itself, and its refusal is shown as it words it.
 */
export function StageMover({ kind, caseName, stage }: StageMoverProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useMoveStage(kind);
  const options = useStageOptions(caseName, stage);

  if (options.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('caseView.stage.loading')}</Text>
      </Group>
    );
  }
  if (options.isError) {
    return (
      <Alert color="red" title={t('caseView.stage.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(options.error, t('caseView.stage.tryAgain'))}</Text>
          <Button size="xs" variant="light" onClick={() => void options.refetch()}>
            {t('caseView.stage.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const open = options.data.options.filter((option) => option.ok).map((option) => option.stage);
  const blocked = options.data.options.filter((option) => !option.ok);
  const missing =
    blocked.length > 0 ? (
      <div>
        <Text size="sm" fw={600} id="stage-mover-blocked">
          {t('caseView.stage.blocked')}
        </Text>
        <List size="sm" spacing={2} aria-labelledby="stage-mover-blocked">
          {blocked.map((option) => (
            <List.Item key={option.stage}>
              <strong>{option.stage}</strong>: {option.reason}
            </List.Item>
          ))}
        </List>
      </div>
    ) : null;

  if (open.length === 0) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {withNodes(t, 'caseView.stage.none', {}, { stage: <strong>{stage}</strong> })}
        </Text>
        {missing}
      </Stack>
    );
  }

  const submit = () => {
    if (!target) {
      setError(t('caseView.stage.choose'));
      return;
    }
    move.mutate(
      { name: caseName, stage: target },
      {
        onSuccess: () => {
          notify.success(t('caseView.stage.changed', { stage: target }));
          setTarget('');
        },
        onError: (failure) => notify.error(errorMessage(failure, t('caseView.stage.failed'))),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SelectField
          label={t('caseView.stage.label')}
          placeholder={t('caseView.stage.placeholder')}
          data={open}
          value={target}
          error={error}
          onChange={(event) => {
            setTarget(event.currentTarget.value);
            setError(null);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <Button onClick={submit} loading={move.isPending}>
          {t('caseView.stage.move')}
        </Button>
      </Group>
      {missing}
    </Stack>
  );
}

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, type CaseKind } from 'shared-api';
import { notify, SelectField, withNodes } from 'shared-ui';
import { useApprovedNeutrals, useAssignNeutral } from '../api/cases';
import type { CaseRecord } from '../api/types';
import { useTranslation } from './i18n';

export interface AssignNeutralModalProps {
  kind: CaseKind;
  caseRecord: CaseRecord | null;
  onClose: () => void;
}

/** The case manager assigns an approved arbitrator or mediator to a Draft case. */
export function AssignNeutralModal({ kind, caseRecord, onClose }: AssignNeutralModalProps) {
  const { t } = useTranslation();
  const opened = caseRecord !== null;
  const neutrals = useApprovedNeutrals(kind, opened);
  const assign = useAssignNeutral();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = kind === 'claim' ? caseRecord?.arbitrator : caseRecord?.mediator_email_id;

  const close = () => {
    setChoice('');
    setError(null);
    onClose();
  };

  const submit = () => {
    if (!caseRecord) return;
    if (!choice) {
      setError(t('cases.assign.required', { kind }));
      return;
    }
    assign.mutate(
      { docname: caseRecord.name, neutral: choice },
      {
        onSuccess: () => {
          const chosen = neutrals.data?.find((neutral) => neutral.email === choice);
          notify.success(t('cases.assign.assigned', { neutral: chosen?.fullName ?? choice, name: caseRecord.name }));
          close();
        },
        onError: (failure) => notify.error(errorMessage(failure, t('cases.assign.failed', { kind }))),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('cases.assign.title', { kind, name: caseRecord?.name ?? '' })}>
      <Stack gap="md">
        {caseRecord?.title && <Text c="dimmed">{caseRecord.title}</Text>}
        {current && (
          <Text size="sm">
            {withNodes(t, 'cases.assign.current', { kind }, { current: <strong>{current}</strong> })}
          </Text>
        )}
        {neutrals.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(neutrals.error)}
          </Alert>
        ) : (
          <SelectField
            label={t('cases.assign.approved', { kind })}
            required
            placeholder={neutrals.isPending ? t('cases.assign.loading') : t('cases.assign.placeholder', { kind })}
            disabled={neutrals.isPending}
            data={(neutrals.data ?? []).map((neutral) => ({ value: neutral.email, label: t('cases.assign.option', { name: neutral.fullName, email: neutral.email }) }))}
            value={choice}
            error={error}
            onChange={(event) => {
              setChoice(event.currentTarget.value);
              setError(null);
            }}
          />
        )}
        {neutrals.data?.length === 0 && <Text size="sm">{t('cases.assign.none', { kind })}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cases.cancel')}
          </Button>
          <Button onClick={submit} loading={assign.isPending} disabled={neutrals.isPending || neutrals.isError}>
            {t('cases.action.assign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

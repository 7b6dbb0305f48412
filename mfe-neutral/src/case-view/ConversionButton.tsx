import { Anchor, Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, canConvertToArbitration, canReferToMediation, CONVERSION_MESSAGES, errorMessage, type CaseKind } from 'shared-api';
import { notify, withNodes } from 'shared-ui';
import { casePath } from '../api/case-kind';
import { useInvalidateCase } from '../api/cases';
import type { CaseRecord } from '../api/types';
import { ConfirmModal } from '../common/ConfirmModal';
import { useTranslation } from './i18n';

const ACTION = {
  dispute: {
    method: 'convert_to_arbitration',
    success: CONVERSION_MESSAGES.converted,
    failure: CONVERSION_MESSAGES.conversionFailed,
    rule: canConvertToArbitration,
  },
  claim: {
    method: 'refer_to_mediation',
    success: CONVERSION_MESSAGES.referred,
    failure: CONVERSION_MESSAGES.referralFailed,
    rule: canReferToMediation,
  },
} as const;

/**
 * Converts a failed mediation to arbitration, or refers an arbitration to mediation (SPEC §4), when
 * shared-api's rule allows it; once linked, shows the link to the other case instead (the history
 * link both cases keep).
 */
export function ConversionButton({ kind, caseRecord }: { kind: CaseKind; caseRecord: CaseRecord }) {
  const { t } = useTranslation();
  const action = ACTION[kind];
  const [asking, setAsking] = useState(false);
  const invalidate = useInvalidateCase();
  const convert = useMutation({
    // The reply's text is the spec's toast; the case, reloaded, then links to its new counterpart.
    mutationFn: () => api.call(action.method, { case: caseRecord.name }),
    onSuccess: () => {
      invalidate(caseRecord.name);
      setAsking(false);
      notify.success(action.success);
    },
    onError: (failure) => {
      setAsking(false);
      notify.error(t('caseView.conversion.failed', { failure: action.failure, reason: errorMessage(failure, t('caseView.conversion.retry')) }));
    },
  });

  if (caseRecord.linked_case) {
    return (
      <Text size="sm">
        {withNodes(t, 'caseView.conversion.linked', {}, {
          link: (
            <Anchor component={Link} to={casePath(caseRecord.linked_case)}>
              {caseRecord.linked_case}
            </Anchor>
          ),
        })}
      </Text>
    );
  }
  if (!action.rule(caseRecord).ok) return null;
  return (
    <>
      <Button variant="light" onClick={() => setAsking(true)}>
        {t(`caseView.conversion.label.${kind}`)}
      </Button>
      <ConfirmModal
        opened={asking}
        title={t(`caseView.conversion.title.${kind}`)}
        message={t(`caseView.conversion.message.${kind}`)}
        confirmLabel={t(`caseView.conversion.label.${kind}`)}
        busy={convert.isPending}
        onConfirm={() => convert.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

import { Button, Card, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from 'shared-api';
import { NOTICE_KIND_OPTIONS } from 'shared-api/methods';
import { notify, SelectField } from 'shared-ui';
import { useSendNotices } from '../api/service';
import { useTranslation } from './i18n';

const IST = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

/** "28-11-2026 08:00 IST" for an ISO instant. */
function istOf(iso: string): string {
  const parts = Object.fromEntries(IST.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute} IST`;
}

/** One action for one case or a whole Lot: the server queues a notice per respondent. */
export function SendNoticesForm({ onSent }: { onSent: (caseName: string | null, batch: string) => void }) {
  const { t } = useTranslation();
  const send = useSendNotices();
  const [kind, setKind] = useState<string>(NOTICE_KIND_OPTIONS[0]);
  const [target, setTarget] = useState<'case' | 'lot'>('case');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim().toUpperCase();
    if (!value) {
      setError(t('service.send.required', { what: target === 'case' ? t('service.send.caseNumber') : t('service.send.lotNumber') }));
      return;
    }
    setError(null);
    send.mutate(
      { notice_kind: kind, ...(target === 'case' ? { case: value } : { lot: value }) },
      {
        onSuccess: (queued) => {
          const attempts = Object.values(queued.attempts).reduce((sum, count) => sum + count, 0);
          const waits = new Date(queued.notBefore).getTime() > Date.now() + 60_000;
          notify.success(`${t('service.send.done', { notices: queued.notices, attempts })}${waits ? ` ${t('service.send.waits', { at: istOf(queued.notBefore) })}` : ''}`);
          onSent(target === 'case' ? value : null, queued.batch);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Card withBorder component="form" onSubmit={submit} noValidate aria-labelledby="send-notices-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="send-notices-title">
          {t('service.send.title')}
        </Title>
        <SelectField label={t('service.send.kind')} data={NOTICE_KIND_OPTIONS} value={kind} onChange={(event) => setKind(event.currentTarget.value || NOTICE_KIND_OPTIONS[0])} required />
        <div>
          <Text size="sm" fw={500} id="send-target-label">
            {t('service.send.target')}
          </Text>
          <SegmentedControl
            aria-labelledby="send-target-label"
            value={target}
            onChange={(value) => setTarget(value as 'case' | 'lot')}
            data={[
              { value: 'case', label: t('service.send.case') },
              { value: 'lot', label: t('service.send.lot') },
            ]}
          />
        </div>
        <TextInput
          label={target === 'case' ? t('service.send.caseNumber') : t('service.send.lotNumber')}
          placeholder={target === 'case' ? 'ARB-00001' : 'LOT-00001'}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          withAsterisk
        />
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('service.send.submit')}
        </Button>
      </Stack>
    </Card>
  );
}

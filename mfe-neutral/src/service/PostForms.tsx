import { Alert, Button, Card, FileInput, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from 'shared-api';
import { POST_TRACKING_STATUSES } from 'shared-api/methods';
import { notify, SelectField } from 'shared-ui';
import { useDecideSubstituted, useImportTracking, useRecordArticle, useRecordTracking, type TrackingImportRow } from '../api/service';
import { parseTrackingCsv } from './tracking-csv';
import { useTranslation } from './i18n';

const ARTICLE = /^[A-Z]{2}\d{9}IN$/;
const DAY_MONTH_YEAR = /^\d{2}-\d{2}-\d{4}$/;

/** The article number India Post gave the notice, and the day it was posted. */
export function RecordArticleForm({ notice, partyName }: { notice: string; partyName: string }) {
  const { t } = useTranslation();
  const record = useRecordArticle();
  const [article, setArticle] = useState('');
  const [postedOn, setPostedOn] = useState('');
  const [errors, setErrors] = useState<{ article?: string; postedOn?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = article.toUpperCase().replace(/\s+/g, '');
    const found = { article: ARTICLE.test(value) ? undefined : t('service.post.invalidArticle'), postedOn: !postedOn || DAY_MONTH_YEAR.test(postedOn) ? undefined : t('service.post.invalidDate') };
    setErrors(found);
    if (found.article || found.postedOn) return;
    record.mutate(
      { notice, article_number: value, ...(postedOn ? { posted_on: postedOn } : {}) },
      {
        onSuccess: (saved) => {
          notify.success(t('service.post.recorded', { article: saved.article_number }));
          setArticle('');
          setPostedOn('');
        },
        onError: (failure) => setErrors({ article: errorMessage(failure) }),
      },
    );
  };

  return (
    <Group component="form" onSubmit={submit} align="flex-end" gap="xs" wrap="wrap">
      <TextInput label={t('service.post.article')} aria-label={t('service.post.articleOf', { name: partyName })} placeholder="RK123456789IN" value={article} onChange={(event) => setArticle(event.currentTarget.value)} error={errors.article} />
      <TextInput label={t('service.post.postedOn')} placeholder="DD-MM-YYYY" value={postedOn} onChange={(event) => setPostedOn(event.currentTarget.value)} error={errors.postedOn} w={160} />
      <Button type="submit" variant="light" loading={record.isPending}>
        {t('service.post.record')}
      </Button>
    </Group>
  );
}

/** A tracking status from India Post for one article: a delivery proves service. */
export function RecordTrackingForm({ article }: { article: string }) {
  const { t } = useTranslation();
  const record = useRecordTracking();
  const [status, setStatus] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status) return setError(t('service.tracking.status'));
    if (date && !DAY_MONTH_YEAR.test(date)) return setError(t('service.post.invalidDate'));
    setError(null);
    record.mutate(
      { article_number: article, status, ...(date ? { date } : {}) },
      {
        onSuccess: ([result]) => {
          if (result.outcome === 'replay') setError(t('service.tracking.replay'));
          else if (result.outcome === 'unknown') setError(t('service.tracking.unknown'));
          else notify.success(t('service.tracking.recorded', { article }));
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Group component="form" onSubmit={submit} align="flex-end" gap="xs" wrap="wrap">
      <SelectField label={t('service.tracking.status')} aria-label={t('service.tracking.statusOf', { article })} data={POST_TRACKING_STATUSES} value={status ?? ''} onChange={(event) => setStatus(event.currentTarget.value || null)} error={error} w={190} />
      <TextInput label={t('service.tracking.date')} placeholder="DD-MM-YYYY" value={date} onChange={(event) => setDate(event.currentTarget.value)} w={160} />
      <Button type="submit" variant="light" loading={record.isPending}>
        {t('service.tracking.record')}
      </Button>
    </Group>
  );
}

/** A chosen file's text (FileReader: every browser the portal supports). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** Imports India Post's tracking of many articles from a CSV (article number, status, date, remarks). */
export function TrackingImportCard() {
  const { t } = useTranslation();
  const importRows = useImportTracking();
  const [rows, setRows] = useState<TrackingImportRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    setSummary(null);
    setError(null);
    if (!file) return setRows(null);
    let parsed: TrackingImportRow[];
    try {
      parsed = parseTrackingCsv(await readText(file));
    } catch (failure) {
      setRows(null);
      return setError(errorMessage(failure));
    }
    if (parsed.length === 0) {
      setRows(null);
      return setError(t('service.import.empty'));
    }
    if (parsed.length > 5000) {
      setRows(null);
      return setError(t('service.import.tooMany'));
    }
    setRows(parsed);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rows) return setError(t('service.import.choose'));
    importRows.mutate(rows, {
      onSuccess: (results) => {
        const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
        setSummary(t('service.import.done', { recorded: count('recorded') + count('noted'), replay: count('replay') + count('stale'), unknown: count('unknown') }));
        setRows(null);
      },
      // Nothing was recorded: the server names the first row it refused.
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Card withBorder component="form" onSubmit={submit} aria-labelledby="tracking-import-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tracking-import-title">
          {t('service.import.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('service.import.help')}
        </Text>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <FileInput label={t('service.import.file')} accept=".csv,text/csv" clearable onChange={(file) => void choose(file)} error={error} w={280} />
          <Button type="submit" variant="light" loading={importRows.isPending} disabled={!rows}>
            {rows ? t('service.import.submitCount', { count: rows.length }) : t('service.import.submit')}
          </Button>
        </Group>
        {summary && (
          <Alert color="green" variant="light" role="status">
            {summary}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** The case manager's decision when neither the texts nor the post reached the party (substituted service). */
export function SubstitutedServiceForm({ notice, partyName }: { notice: string; partyName: string }) {
  const { t } = useTranslation();
  const decide = useDecideSubstituted();
  const [decision, setDecision] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = decision.trim();
    if (!text) return setError(t('service.substituted.required'));
    if (text.length > 2000) return setError(t('service.substituted.tooLong'));
    setError(null);
    decide.mutate(
      { notice, decision: text },
      {
        onSuccess: () => notify.success(t('service.substituted.recorded', { name: partyName })),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Stack component="form" onSubmit={submit} gap="xs">
      <Textarea
        label={t('service.substituted.label')}
        aria-label={t('service.substituted.labelOf', { name: partyName })}
        description={t('service.substituted.help')}
        autosize
        minRows={2}
        maxLength={2000}
        value={decision}
        onChange={(event) => setDecision(event.currentTarget.value)}
        error={error}
      />
      <Group>
        <Button type="submit" color="grape" variant="light" loading={decide.isPending}>
          {t('service.substituted.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

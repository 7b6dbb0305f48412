import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from 'shared-api';
import { POST_TRACKING_STATUSES } from 'shared-api/methods';
import { notify, SelectField } from 'shared-ui';
import { useRecordArticle, useRecordTracking } from '../api/service';
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

import { Alert, Anchor, Badge, Button, Container, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, formatDate } from 'shared-api';
import { DataTable, EmptyState, ErrorState, notify, PageLoader, TextareaField, type DataTableColumn } from 'shared-ui';
import { PENDING_PAGE_SIZE, useIdentityFlags, useProfileDetail, usePendingProfiles, useReviewProfile, type IdentityFlag, type PendingProfile } from './api';
import { useTranslation } from './i18n';

const fullName = (row: Record<string, unknown>) => [row.first_name, row.last_name].filter(Boolean).join(' ') || '—';

/** The profile's files the dialog links, each named by the catalogue (`approvals.document.<field>`). */
const DOCUMENTS = ['bar_council_id', 'certificates', 'signature', 'letterhead'] as const;

/** The profile's details the dialog shows, each labelled by the catalogue (`approvals.field.<field>`). */
const DETAILS = [
  'user_type',
  'email_id',
  'primary_number',
  'pan',
  'arb_pan',
  'aadhar_number',
  'enrollment_number',
  'bank_name',
  'ifsc_code',
  'state',
  'district',
] as const;

/** The identity numbers a profile shares with others, as badges (none: a quiet "None shared"). */
function FlagBadges({ flags }: { flags: readonly IdentityFlag[] | undefined }) {
  const { t } = useTranslation();
  if (!flags) return <Text size="sm" c="dimmed">—</Text>;
  if (flags.length === 0) return <Text size="sm" c="dimmed">{t('approvals.checks.none')}</Text>;
  return (
    <Group gap={4}>
      {flags.map((flag) => (
        <Badge key={flag.kind} color="red" variant="light">{t(`approvals.checks.${flag.kind}`)}</Badge>
      ))}
    </Group>
  );
}

/** One profile's details and documents, with Approve and Reject (a reason is required). */
function ReviewDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useProfileDetail(name);
  const flags = useIdentityFlags([name]);
  const shared = flags.data?.[name] ?? [];
  const review = useReviewProfile();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const decide = async (action: 'Approve' | 'Reject') => {
    if (action === 'Reject' && !reason.trim()) {
      setReasonError(t('approvals.dialog.reasonRequired'));
      return;
    }
    try {
      await review.mutateAsync({ name, action, reason: reason.trim() || undefined });
      notify.success(t(action === 'Approve' ? 'approvals.dialog.approved' : 'approvals.dialog.rejected'));
      onClose();
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };

  const doc = detail.data;
  return (
    <Modal opened onClose={onClose} title={doc ? t('approvals.dialog.title', { name: fullName(doc) }) : t('approvals.dialog.untitled')} size="lg">
      {detail.isPending ? (
        <PageLoader label={t('approvals.dialog.loading')} />
      ) : detail.isError || !doc ? (
        <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
      ) : (
        <Stack>
          {shared.length > 0 && (
            <Alert color="red" title={t('approvals.checks.title')} data-testid="identity-flags">
              <Stack gap={4}>
                {shared.map((flag) => (
                  <Text key={flag.kind} size="sm">{t('approvals.checks.detail', { kind: t(`approvals.checks.${flag.kind}`), others: flag.others.join(', ') })}</Text>
                ))}
              </Stack>
            </Alert>
          )}
          {flags.isError && <Text size="sm" c="red">{t('approvals.checks.failed', { error: errorMessage(flags.error) })}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {DETAILS.map((field) => (
              <div key={field}>
                <Text size="xs" c="dimmed">{t(`approvals.field.${field}`)}</Text>
                <Text size="sm">{doc[field] ? String(doc[field]) : '—'}</Text>
              </div>
            ))}
          </SimpleGrid>
          <div>
            <Text fw={600} size="sm">{t('approvals.dialog.documents')}</Text>
            <Stack gap={4} mt={4}>
              {DOCUMENTS.map((field) =>
                doc[field] ? (
                  <Anchor key={field} href={String(doc[field])} target="_blank" rel="noreferrer" size="sm">
                    {t(`approvals.document.${field}`)}
                  </Anchor>
                ) : (
                  <Text key={field} size="sm" c="dimmed">{t('approvals.dialog.notAttached', { document: t(`approvals.document.${field}`) })}</Text>
                ),
              )}
            </Stack>
          </div>
          {rejecting && (
            <TextareaField
              label={t('approvals.dialog.reason')}
              required
              autosize
              minRows={2}
              value={reason}
              error={reasonError}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setReasonError(null);
              }}
              data-autofocus
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('approvals.dialog.cancel')}</Button>
            {rejecting ? (
              <Button color="red" loading={review.isPending} onClick={() => void decide('Reject')}>{t('approvals.dialog.rejectProfile')}</Button>
            ) : (
              <Button color="red" variant="light" onClick={() => setRejecting(true)}>{t('approvals.dialog.reject')}</Button>
            )}
            {!rejecting && <Button loading={review.isPending} onClick={() => void decide('Approve')}>{t('approvals.dialog.approve')}</Button>}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The case manager's queue of profiles Pending For Approval (approval is theirs; the server enforces it). */
export function ApprovalQueuePage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const pending = usePendingProfiles(page);
  const flags = useIdentityFlags(pending.data?.rows.map((row) => row.name) ?? []);

  const columns: DataTableColumn<PendingProfile>[] = [
    { key: 'name', header: t('approvals.column.name'), render: (row) => fullName({ ...row }) },
    { key: 'user_type', header: t('approvals.field.user_type') },
    { key: 'email_id', header: t('approvals.field.email_id') },
    { key: 'modified', header: t('approvals.column.submitted'), render: (row) => formatDate(row.modified) ?? '—' },
    { key: 'checks', header: t('approvals.column.checks'), render: (row) => <FlagBadges flags={flags.data?.[row.name]} /> },
    {
      key: 'review',
      header: t('approvals.column.review'),
      render: (row) => (
        <Button size="xs" variant="light" onClick={() => setReviewing(row.name)} aria-label={t('approvals.reviewLabel', { name: fullName({ ...row }) })}>
          {t('approvals.review')}
        </Button>
      ),
    },
  ];

  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1} size="h2">{t('approvals.title')}</Title>
        <Text c="dimmed" size="sm">{t('approvals.intro')}</Text>
        {pending.isPending ? (
          <PageLoader label={t('approvals.loading')} />
        ) : pending.isError ? (
          <ErrorState message={errorMessage(pending.error)} onRetry={() => void pending.refetch()} />
        ) : pending.data.total === 0 ? (
          <EmptyState title={t('approvals.empty.title')} description={t('approvals.empty.text')} />
        ) : (
          <DataTable
            columns={columns}
            rows={pending.data.rows}
            getRowKey={(row) => row.name}
            total={pending.data.total}
            page={page}
            pageSize={PENDING_PAGE_SIZE}
            onPageChange={setPage}
            caption={t('approvals.caption')}
            minWidth={640}
          />
        )}
      </Stack>
      {reviewing && <ReviewDialog name={reviewing} onClose={() => setReviewing(null)} />}
    </Container>
  );
}

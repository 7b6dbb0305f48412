import { Anchor, Button, Container, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, formatDate } from 'shared-api';
import { DataTable, EmptyState, ErrorState, notify, PageLoader, TextareaField, type DataTableColumn } from 'shared-ui';
import { PENDING_PAGE_SIZE, useProfileDetail, usePendingProfiles, useReviewProfile, type PendingProfile } from './api';

const fullName = (row: Record<string, unknown>) => [row.first_name, row.last_name].filter(Boolean).join(' ') || '—';

const DOCUMENTS = [
  ['bar_council_id', 'Bar Council ID'],
  ['certificates', 'Certificates'],
  ['signature', 'Signature'],
  ['letterhead', 'Letterhead'],
] as const;

const DETAILS = [
  ['user_type', 'Role'],
  ['email_id', 'Email'],
  ['primary_number', 'Primary Number'],
  ['pan', 'PAN'],
  ['arb_pan', 'PAN (identity)'],
  ['aadhar_number', 'Aadhaar'],
  ['enrollment_number', 'Enrollment Number'],
  ['bank_name', 'Bank'],
  ['ifsc_code', 'IFSC'],
  ['state', 'State'],
  ['district', 'District'],
] as const;

/** One profile's details and documents, with Approve and Reject (a reason is required). */
function ReviewDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const detail = useProfileDetail(name);
  const review = useReviewProfile();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const decide = async (action: 'Approve' | 'Reject') => {
    if (action === 'Reject' && !reason.trim()) {
      setReasonError('Please give the reason for rejecting the profile');
      return;
    }
    try {
      await review.mutateAsync({ name, action, reason: reason.trim() || undefined });
      notify.success(action === 'Approve' ? 'Profile approved; the applicant has been e-mailed' : 'Profile rejected; the applicant has been e-mailed');
      onClose();
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };

  const doc = detail.data;
  return (
    <Modal opened onClose={onClose} title={doc ? `Review ${fullName(doc)}` : 'Review profile'} size="lg">
      {detail.isPending ? (
        <PageLoader label="Loading the profile…" />
      ) : detail.isError || !doc ? (
        <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {DETAILS.map(([field, label]) => (
              <div key={field}>
                <Text size="xs" c="dimmed">{label}</Text>
                <Text size="sm">{doc[field] ? String(doc[field]) : '—'}</Text>
              </div>
            ))}
          </SimpleGrid>
          <div>
            <Text fw={600} size="sm">Documents</Text>
            <Stack gap={4} mt={4}>
              {DOCUMENTS.map(([field, label]) =>
                doc[field] ? (
                  <Anchor key={field} href={String(doc[field])} target="_blank" rel="noreferrer" size="sm">
                    {label}
                  </Anchor>
                ) : (
                  <Text key={field} size="sm" c="dimmed">{label}: not attached</Text>
                ),
              )}
            </Stack>
          </div>
          {rejecting && (
            <TextareaField
              label="Reason for rejecting"
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
            <Button variant="default" onClick={onClose}>Cancel</Button>
            {rejecting ? (
              <Button color="red" loading={review.isPending} onClick={() => void decide('Reject')}>Reject profile</Button>
            ) : (
              <Button color="red" variant="light" onClick={() => setRejecting(true)}>Reject</Button>
            )}
            {!rejecting && <Button loading={review.isPending} onClick={() => void decide('Approve')}>Approve</Button>}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The case manager's queue of profiles Pending For Approval (approval is theirs; the server enforces it). */
export function ApprovalQueuePage() {
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const pending = usePendingProfiles(page);

  const columns: DataTableColumn<PendingProfile>[] = [
    { key: 'name', header: 'Name', render: (row) => fullName({ ...row }) },
    { key: 'user_type', header: 'Role' },
    { key: 'email_id', header: 'Email' },
    { key: 'modified', header: 'Submitted', render: (row) => formatDate(row.modified) ?? '—' },
    {
      key: 'review',
      header: 'Review',
      render: (row) => (
        <Button size="xs" variant="light" onClick={() => setReviewing(row.name)} aria-label={`Review ${fullName({ ...row })}`}>
          Review
        </Button>
      ),
    },
  ];

  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1} size="h2">Profile approvals</Title>
        <Text c="dimmed" size="sm">Professionals whose profile is complete and waiting for your approval. Only approved neutrals can be assigned cases.</Text>
        {pending.isPending ? (
          <PageLoader label="Loading profiles…" />
        ) : pending.isError ? (
          <ErrorState message={errorMessage(pending.error)} onRetry={() => void pending.refetch()} />
        ) : pending.data.total === 0 ? (
          <EmptyState title="No profiles waiting" description="Profiles appear here once their owners complete them." />
        ) : (
          <DataTable
            columns={columns}
            rows={pending.data.rows}
            getRowKey={(row) => row.name}
            total={pending.data.total}
            page={page}
            pageSize={PENDING_PAGE_SIZE}
            onPageChange={setPage}
            caption="Profiles pending for approval"
            minWidth={640}
          />
        )}
      </Stack>
      {reviewing && <ReviewDialog name={reviewing} onClose={() => setReviewing(null)} />}
    </Container>
  );
}

import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { errorMessage, formatDateTime } from 'shared-api';
import { ErrorState } from '../../ErrorState';
import { useTranslation } from '../../i18n/kit';
import { useCaseAppointment } from '../queries';

/**
 * How the case's neutral was appointed, for its parties: drawn by the portal's published method
 * from the neutrals eligible for the case, on the stated legal basis, with the link to the draw's
 * public record, which recomputes it in the reader's own browser (Arbitration and Conciliation Act
 * 1996, s.11 and s.12: an appointment any party can check). Nothing when the neutral was not drawn.
 */
export function AppointmentPanel({ caseName }: { caseName: string }) {
  const { t } = useTranslation();
  const record = useCaseAppointment(caseName);
  if (record.isPending || (record.isSuccess && !record.data?.name)) return null;
  if (record.isError) return <ErrorState title={t('kit.appointment.failed')} message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  const draw = record.data!;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`appointment-${draw.name}`}>
      <Stack gap={6}>
        <Title order={3} size="h5" id={`appointment-${draw.name}`}>
          {t('kit.appointment.title')}
        </Title>
        <Text size="sm">
          {t('kit.appointment.drawn', {
            neutral: draw.neutral_name ?? draw.neutral ?? '',
            date: formatDateTime(draw.seed_taken_at) ?? '',
            count: draw.eligible?.length ?? 0,
          })}
        </Text>
        <Text size="sm">{t('kit.appointment.basis', { basis: draw.legal_basis, reference: draw.legal_reference })}</Text>
        <Anchor href={`/verify-draw/${encodeURIComponent(draw.name)}`} target="_blank" rel="noopener" size="sm">
          {t('kit.appointment.verify')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

import { Card, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

export interface StatCardProps {
  label: string;
  value: number | undefined;
  /** Where the card leads, e.g. the list tab it counts. */
  to?: string;
}

/** One number of the dashboard; a link when the number has a list behind it. */
export function StatCard({ label, value, to }: StatCardProps) {
  const body = (
    <Card withBorder padding="md" radius="md" h="100%">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} mt={4}>
        {value ?? 0}
      </Text>
    </Card>
  );
  if (!to) return body;
  return (
    <UnstyledButton component={Link} to={to} h="100%">
      {body}
    </UnstyledButton>
  );
}

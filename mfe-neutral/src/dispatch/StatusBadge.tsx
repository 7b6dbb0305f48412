import { Badge } from '@mantine/core';

const COLOURS: Record<string, string> = {
  Pending: 'gray',
  Queued: 'yellow',
  Sent: 'blue',
  Dispatched: 'cyan',
  Delivered: 'green',
  Failed: 'red',
};

/** A delivery's status; Failed is never shown in a colour that reads as success. */
export function DispatchStatusBadge({ status }: { status: string | null | undefined }) {
  const value = status || 'Pending';
  return (
    <Badge color={COLOURS[value] ?? 'gray'} variant={value === 'Failed' ? 'filled' : 'light'}>
      {value}
    </Badge>
  );
}

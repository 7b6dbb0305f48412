import { Anchor, Text } from '@mantine/core';
import { HELP_PHONE } from './help';

/** "Need help?" with the help number as a link that dials it on a phone. */
export function HelpLine() {
  return (
    <Text size="sm" ta="center" c="dimmed">
      Need help? Call{' '}
      <Anchor href={`tel:${HELP_PHONE.tel}`} fw={600}>
        {HELP_PHONE.display}
      </Anchor>
    </Text>
  );
}

import { Anchor, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n';
import { loadHelpPhone, type HelpPhone } from './help';

type HelpState = { status: 'loading' } | { status: 'ready'; phone: HelpPhone | null };

/**
 * "Need help?" with the deployment's help number as a link that dials it on a phone; without one,
 * who to turn to instead. Fetched in the background so the login form never waits for it.
 */
export function HelpLine() {
  const [state, setState] = useState<HelpState>({ status: 'loading' });
  const { t } = useTranslation();
  useEffect(() => {
    let active = true;
    loadHelpPhone().then(
      (phone) => active && setState({ status: 'ready', phone }),
      () => active && setState({ status: 'ready', phone: null }),
    );
    return () => {
      active = false;
    };
  }, []);

  // The line's height is kept while loading so the form does not move when it arrives.
  if (state.status === 'loading') return <Text size="sm" aria-hidden="true" mih="1.55em" />;
  return (
    <Text size="sm" ta="center" c="dimmed" aria-live="polite">
      {state.phone ? (
        <>
          {t('help.call')}{' '}
          <Anchor href={`tel:${state.phone.tel}`} fw={600}>
            {state.phone.display}
          </Anchor>
        </>
      ) : (
        t('help.noPhone')
      )}
    </Text>
  );
}

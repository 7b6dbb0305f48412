import { Center } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from 'shared-ui';
import { useTranslation } from '../i18n';

/** Last line of defence for an error thrown while routing. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t('route.error.message');
  return (
    <Center mih="60vh" p="md">
      <ErrorState title={t('route.error.title')} message={message} onRetry={() => window.location.reload()} />
    </Center>
  );
}

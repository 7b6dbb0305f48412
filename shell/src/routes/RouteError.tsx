import { Center } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from 'shared-ui';

/** Last line of defence for an error thrown while routing. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong. Reload the page; if it keeps happening, contact support.';
  return (
    <Center mih="60vh" p="md">
      <ErrorState title="This page could not be shown" message={message} onRetry={() => window.location.reload()} />
    </Center>
  );
}

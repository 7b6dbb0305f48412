import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSessionStore } from 'shared-api';
import { AuthFrame } from './AuthFrame';

/** Shown when the server refuses the stored session (HTTP 403 while loading the user's details). */
export function ExpiredPage() {
  const queryClient = useQueryClient();
  useEffect(() => {
    useSessionStore.getState().clearSession();
    queryClient.clear();
  }, [queryClient]);

  return (
    <AuthFrame title="Your session has expired">
      <Text>For your security you have been signed out. Please log in again to continue where you left off.</Text>
      <Button component={Link} to="/login" fullWidth size="md">
        Go to login
      </Button>
    </AuthFrame>
  );
}

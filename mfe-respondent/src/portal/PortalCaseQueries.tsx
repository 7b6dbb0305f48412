import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from 'shared-ui/federation';

/**
 * The standalone portal's query cache, owned by the case screen: the login screens fetch nothing
 * through it, so the query library loads with the case (off a respondent's first visit), and
 * leaving the case (logout, another case number) drops every cached record with it.
 */
export function PortalCaseQueries({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FILING_ROLES, isRoleIn, useSessionStore } from 'shared-api';
import { EmptyState } from 'shared-ui';

export interface FilerOnlyProps {
  /** The page's own words for someone who may not file: what the page is for, why not, the way back. */
  title: string;
  description: string;
  back: string;
  children: (filer: { email: string; role: string }) => ReactNode;
}

/**
 * A page only a claimant or a lawyer may use (FILING_ROLES; the server refuses anyone else's filing
 * too): anyone else is told so, with the way back to the dashboard.
 */
export function FilerOnly({ title, description, back, children }: FilerOnlyProps) {
  const email = useSessionStore((state) => state.email);
  const role = useSessionStore((state) => state.role);
  if (!email || !role || !isRoleIn(role, FILING_ROLES)) {
    return (
      <EmptyState
        title={title}
        description={description}
        action={
          <Anchor component={Link} to="/dashboard">
            {back}
          </Anchor>
        }
      />
    );
  }
  return <>{children({ email, role })}</>;
}

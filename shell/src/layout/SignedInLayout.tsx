import { RequireSession } from '../session/RequireSession';
import { AppLayout } from './AppLayout';

/** The signed-in pages' frame: a session check, then the header, menus and profile gate. */
export function SignedInLayout() {
  return (
    <RequireSession>
      <AppLayout />
    </RequireSession>
  );
}

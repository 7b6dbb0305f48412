import { RemoteScreen } from '../remotes/RemoteScreen';
import { SCREEN_ROUTES } from '../routes/routeTable';
import { RequireRespondent } from '../session/RequireSession';
import { PublicFrame } from './PublicFrame';

const RESPONDENT_PROFILE = SCREEN_ROUTES.find((screen) => screen.id === 'respondent-profile')!;

/** A respondent's own case, reached through the case-number login, in the public frame. */
export function RespondentCaseFrame() {
  return (
    <RequireRespondent>
      <PublicFrame>
        <RemoteScreen screen={RESPONDENT_PROFILE} />
      </PublicFrame>
    </RequireRespondent>
  );
}

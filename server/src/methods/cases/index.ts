/** The case-management methods of SPEC §7 (arbitroute.api.react_api.*), registered on import. */
import './accept';
import './assign';
import './case-lists';
import './conversion';
import './dashboard';
import './dispatch';
import './dispatch-report';
import './dispatch-send';
import './dispatch-status';
import './extension';
import './hearings';
import './lawyers';
import './stages';
import './statutory-clock';
import './verify-audit';

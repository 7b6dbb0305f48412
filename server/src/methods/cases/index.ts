/** The case-management methods of SPEC §7 (arbitroute.api.react_api.*). */
import type { MethodHandlers } from '../../core/methods';
import { acceptMethods } from './accept';
import { assignMethods } from './assign';
import { caseListMethods } from './case-lists';
import { conversionMethods } from './conversion';
import { dashboardMethods } from './dashboard';
import { dispatchMethods } from './dispatch';
import { dispatchReportMethods } from './dispatch-report';
import { dispatchSendMethods } from './dispatch-send';
import { dispatchStatusMethods } from './dispatch-status';
import { extensionMethods } from './extension';
import { hearingMethods } from './hearings';
import { lawyerMethods } from './lawyers';
import { stageMethods } from './stages';
import { statutoryClockMethods } from './statutory-clock';
import { auditMethods } from './verify-audit';

export const CASE_METHODS: readonly MethodHandlers[] = [
  acceptMethods,
  assignMethods,
  caseListMethods,
  conversionMethods,
  dashboardMethods,
  dispatchMethods,
  dispatchReportMethods,
  dispatchSendMethods,
  dispatchStatusMethods,
  extensionMethods,
  hearingMethods,
  lawyerMethods,
  stageMethods,
  statutoryClockMethods,
  auditMethods,
];

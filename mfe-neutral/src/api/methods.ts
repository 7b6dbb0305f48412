/** The server's case methods (SPEC §7), under the arbitroute API namespace. */
const API = 'arbitroute.api.react_api';

export const METHODS = {
  dashboardCards: `${API}.dashboard_cards`,
  mediationDashboardCards: `${API}.mediation_dashboard_cards`,
  dashboardApi: `${API}.dashboard_api`,
  claimList: `${API}.get_claim_list`,
  disputeData: `${API}.get_dispute_data`,
  assignNeutral: `${API}.assign_neutral`,
  updateClaimFields: `${API}.update_claim_fields`,
  acceptDisputes: `${API}.accept_disputes`,
  hearingsByCase: `${API}.get_hearing_by_case`,
  statutoryDeadlines: `${API}.statutory_deadlines`,
  recordPleadingsCompleted: `${API}.record_pleadings_completed`,
  recordAwardExtension: `${API}.record_award_extension`,
  stageOptions: `${API}.get_stage_options`,
  correctStage: `${API}.correct_stage`,
  checkCaseConsistency: `${API}.check_case_consistency`,
  convertToArbitration: `${API}.convert_to_arbitration`,
  referToMediation: `${API}.refer_to_mediation`,
} as const;

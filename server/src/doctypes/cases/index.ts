export { Claim } from './claim';
export { Dispute } from './dispute';
export { ClaimantTable } from './claimant-table';
export { RespondentTable } from './respondent-table';
export { CaseAttachmentDocument } from './case-attachment-document';

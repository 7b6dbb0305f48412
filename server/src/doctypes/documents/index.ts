export { ArbitrationDocument } from './arbitration-document';
export { RespondentReply } from './respondent-reply';
export { AdditionalPleading } from './additional-pleading';
export { NEUTRAL_DELETES_FILES } from './define-pleading';

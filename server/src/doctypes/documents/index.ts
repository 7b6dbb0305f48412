export { ArbitrationDocument } from './arbitration-document';
export { RespondentReply } from './respondent-reply';
export { AdditionalPleading } from './additional-pleading';

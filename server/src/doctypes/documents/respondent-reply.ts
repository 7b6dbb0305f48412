import { definePleading } from './define-pleading';

export const RespondentReply = definePleading('Respondent Reply', 'RR-.#####');

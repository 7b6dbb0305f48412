/**
 * Respondent access: case lookup, one-time codes by SMS, the code check, respondent log time.
 * The methods register themselves when `./methods` is imported (from src/methods/index.ts, after
 * the auth methods, whose `logout` they wrap).
 */
export { SmsLog } from './sms-log';
export { configureRespondentAccess, DEFAULT_LIMITS, type RespondentAccessLimits, type RespondentAccessOptions } from './config';
export { outboxSmsSender, type SmsReference, type SmsSender } from './sms';

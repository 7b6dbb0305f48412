export { Hearing } from './hearing';
export { HearingAttendee } from './hearing-attendee';

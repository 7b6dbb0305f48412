export { ROLES, NEUTRAL_ROLES, isRole } from './roles';
export type { Role } from './roles';
export { MAIN_MENU, MEDIATOR_MENU, SIDEBAR_PERMISSIONS, menuFor, homePathFor } from './navigation';
export type { MenuItem, SidebarKey } from './navigation';
export { profileGate, profilePathFor, statusAfterProfileSave, PROFILE_COMPLETE_FIELDS } from './profile-status';
export type { ProfileGate } from './profile-status';

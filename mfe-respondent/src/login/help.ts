/**
 * The case manager's help line shown on the login screens (SPEC §2 "A help phone number is shown").
 * One place to change it for a deployment.
 */
export const HELP_PHONE = { display: '+91 80 4710 2000', tel: '+918047102000' } as const;

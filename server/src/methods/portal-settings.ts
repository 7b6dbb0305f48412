import { appMethods, type MethodHandler } from '../core/methods';

/** Shown in demo data mode when no help line is configured: plainly not a real number. */
export const DEMO_HELP_PHONE = '+91 00000 00000 (demo number)';

export interface PortalSettings {
  /** The case manager's help line shown on the respondent login (SPEC §2), as it should be displayed. */
  help_phone: string | null;
}

/**
 * The deployment's public settings: `HELP_PHONE` from the environment; in demo data mode
 * (`DEMO_DATA=1`, never in production) a marked demo value when it is unset; otherwise none, so
 * the screens never show an invented number.
 */
export function portalSettings(env: NodeJS.ProcessEnv, production: boolean): PortalSettings {
  const configured = env.HELP_PHONE?.trim();
  if (configured) return { help_phone: configured };
  const demo = env.DEMO_DATA === '1' && !production;
  return { help_phone: demo ? DEMO_HELP_PHONE : null };
}

const getPortalSettings: MethodHandler = (ctx) => portalSettings(process.env, ctx.services.config.production);

export const portalSettingsMethods = appMethods({ get_portal_settings: getPortalSettings });

/** Where the portal's own methods live on a Frappe site: `/api/method/arbitroute.api.react_api.<name>`. */
export const API_PREFIX = 'arbitroute.api.react_api';

/** The wire name of one of the portal's own methods. */
export function appMethodPath(name: string): string {
  return `${API_PREFIX}.${name}`;
}

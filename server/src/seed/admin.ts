import { setPassword } from '../auth/credentials';
import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import type { AppServices } from '../services';

/**
 * Creates the first System Manager of a fresh production database (ADMIN_EMAIL / ADMIN_PASSWORD).
 * An existing account is left alone: its password is not reset on every start.
 */
export async function ensureAdmin(services: AppServices, email: string, password: string): Promise<void> {
  const name = email.trim().toLowerCase();
  const { rows } = await services.db.query(`SELECT 1 FROM "tabUser" WHERE "name" = $1`, [name]);
  if (rows.length > 0) return;
  if (password.length < 8) throw new Error('ADMIN_PASSWORD must be at least 8 characters');
  const ctx = contextFor(services, SYSTEM_USER);
  await insertDoc(
    ctx,
    'User',
    { email: name, first_name: 'Administrator', user_type: 'System User', roles: [{ role: 'System Manager' }] },
    { ignorePermissions: true },
  );
  await setPassword(services.db, name, password);
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../core/session-user';

function baseOptions(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/** `sid` is HttpOnly; `user_id`, `full_name` and `system_user` are readable by the page, as in Frappe. */
export function setLoginCookies(reply: FastifyReply, request: FastifyRequest, sid: string, user: SessionUser, ttlMs: number): void {
  const maxAge = Math.floor(ttlMs / 1000);
  const base = { ...baseOptions(request), maxAge };
  reply.setCookie('sid', sid, { ...base, httpOnly: true });
  reply.setCookie('user_id', user.name, base);
  reply.setCookie('full_name', user.fullName, base);
  reply.setCookie('system_user', user.userType === 'System User' ? 'yes' : 'no', base);
}

export function renewSidCookie(reply: FastifyReply, request: FastifyRequest, sid: string, ttlMs: number): void {
  reply.setCookie('sid', sid, { ...baseOptions(request), httpOnly: true, maxAge: Math.floor(ttlMs / 1000) });
}

export function clearLoginCookies(reply: FastifyReply, request: FastifyRequest): void {
  for (const name of ['sid', 'user_id', 'full_name', 'system_user']) {
    reply.setCookie(name, '', { ...baseOptions(request), httpOnly: name === 'sid', maxAge: 0, expires: new Date(0) });
  }
}

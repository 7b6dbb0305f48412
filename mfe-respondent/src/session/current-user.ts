/**
 * The server's name for this browser's session user, from its readable `user_id` cookie (as in
 * Frappe); for a respondent `respondent:<case>:<mobile>`. Used only to offer what the server
 * allows anyway (adding files to one's own documents); the server still decides.
 */
export function currentUserId(cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  const entry = cookies.split(';').map((part) => part.trim()).find((part) => part.startsWith('user_id='));
  if (!entry) return null;
  try {
    return decodeURIComponent(entry.slice('user_id='.length)) || null;
  } catch {
    return null;
  }
}

/** A response body as JSON when it is JSON, else the raw text (a proxy's HTML page), or undefined. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

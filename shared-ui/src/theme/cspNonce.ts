let cached: string | undefined;

/**
 * The server's Content-Security-Policy admits only `<style>` elements that carry the nonce it
 * wrote into the page (`<meta property="csp-nonce" nonce="…">`); Mantine's injected styles take it
 * from here. Browsers hide a nonce attribute's value, so it is read from the element's property.
 */
export function cspStyleNonce(): string | undefined {
  if (cached === undefined && typeof document !== 'undefined') {
    cached = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
  }
  return cached;
}

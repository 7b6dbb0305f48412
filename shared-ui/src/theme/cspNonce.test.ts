describe('cspStyleNonce', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    jest.resetModules();
  });

  it('reads the nonce the server wrote into the page', async () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'r4nd0m';
    document.head.append(meta);
    const { cspStyleNonce } = await import('./cspNonce');
    expect(cspStyleNonce()).toBe('r4nd0m');
  });

  it('gives none when the page has no nonce (development server, tests)', async () => {
    const { cspStyleNonce } = await import('./cspNonce');
    expect(cspStyleNonce()).toBeUndefined();
  });
});

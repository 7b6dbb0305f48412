import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
const tool = require('./release.cjs');

const SHELL = { shared: [{ name: 'react', version: '19.3.1' }, { name: 'react-router', version: '7.18.5' }] };

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
}

/** A remote's build: its manifest requiring the given React, its entry and a chunk. */
function fakeBuild(change: string, react = '^19.3.1'): string {
  const dist = tempDir();
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react', version: '19.3.1', requiredVersion: react, singleton: true }] }));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'entry');
  fs.writeFileSync(path.join(dist, `page.${change}.js`), `page ${change}`);
  fs.writeFileSync(path.join(dist, `page.${change}.js.map`), 'map');
  return dist;
}

function live(): string {
  const dir = tempDir();
  const file = path.join(dir, 'remotes.json');
  fs.writeFileSync(file, JSON.stringify({ filing: '/remotes/filing/mf-manifest.json', neutral: '/remotes/neutral/mf-manifest.json' }));
  return file;
}

const quiet = () => undefined;

function setup(store = tool.folderStore(tempDir())) {
  const remotesFile = live();
  const go = (distDir: string) =>
    tool.release({ remote: 'filing', pkgVersion: '0.1.0', distDir, store, remotesFile, shellManifest: SHELL, baseUrl: 'https://remotes.example/r', log: quiet });
  return { store, remotesFile, go, remotes: () => JSON.parse(fs.readFileSync(remotesFile, 'utf8')) };
}

describe('release', () => {
  it('copies the build to a version folder with its hashes, then points only its own entry at it', async () => {
    const root = tempDir();
    const { go, remotes } = setup(tool.folderStore(root));
    const version: string = await go(fakeBuild('a'));
    expect(version).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    const folder = path.join(root, 'filing', version);
    expect(fs.readdirSync(folder).sort()).toEqual(['mf-manifest.json', 'page.a.js', 'release.json', 'remoteEntry.js']);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'release.json'), 'utf8'));
    expect(manifest.files['page.a.js']).toBe(tool.integrity(Buffer.from('page a')));
    expect(remotes()).toEqual({ filing: `https://remotes.example/r/filing/${version}/mf-manifest.json`, neutral: '/remotes/neutral/mf-manifest.json' });
  });

  it('never overwrites a version: the same build again is refused', async () => {
    const { go } = setup();
    const dist = fakeBuild('a');
    await go(dist);
    await expect(go(dist)).rejects.toThrow(/already released; versions are never overwritten/);
  });

  it('refuses a remote whose shared versions the live shell cannot give, naming the package and both versions', async () => {
    const { go, remotes } = setup();
    const before = remotes();
    await expect(go(fakeBuild('a', '^19.4.0'))).rejects.toThrow('react: the live shell shares 19.3.1; filing requires ^19.4.0');
    expect(remotes()).toEqual(before);
  });

  it('leaves remotes.json alone when a file does not arrive intact', async () => {
    const inner = tool.folderStore(tempDir());
    const store = { ...inner, get: async (key: string) => (key.endsWith('.js') ? Buffer.from('tampered') : inner.get(key)) };
    const { go, remotes } = setup(store);
    const before = remotes();
    await expect(go(fakeBuild('a'))).rejects.toThrow(/did not arrive intact/);
    expect(remotes()).toEqual(before);
  });

  it('rolls back to the previous version and lists the versions with the live one marked', async () => {
    const { go, store, remotesFile, remotes } = setup();
    const first: string = await go(fakeBuild('a'));
    const second: string = await go(fakeBuild('b'));
    expect(await tool.list({ remote: 'filing', store, remotesFile, log: quiet })).toEqual([`  ${first}`, `* ${second}  (live)`]);
    await tool.rollback({ remote: 'filing', store, remotesFile, baseUrl: 'https://remotes.example/r', log: quiet });
    expect(remotes().filing).toBe(`https://remotes.example/r/filing/${first}/mf-manifest.json`);
    await expect(tool.rollback({ remote: 'filing', store, remotesFile, baseUrl: 'https://remotes.example/r', log: quiet })).rejects.toThrow(/no version before/);
  });

  it('releases to an S3 bucket (a real S3-compatible server)', async () => {
    const S3rver = require('s3rver');
    const server = new S3rver({ port: 0, address: '127.0.0.1', directory: tempDir(), silent: true, configureBuckets: [{ name: 'remotes', configs: [] }] });
    const { port } = (await server.run()) as { port: number };
    try {
      const env = { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
      const store = await tool.openStore('s3://remotes/prod', env);
      const { go, remotes } = setup(store);
      const version: string = await go(fakeBuild('a'));
      expect((await store.get(`filing/${version}/page.a.js`)).toString()).toBe('page a');
      expect(remotes().filing).toContain(`/filing/${version}/`);
      await expect(go(fakeBuild('a'))).rejects.toThrow(/never overwritten/);
    } finally {
      await server.close();
    }
  });
});

describe('satisfies', () => {
  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['7.18.9', '~7.18.5', true],
    ['7.19.0', '~7.18.5', false],
    ['5.108.0', '5.108.0', true],
    ['5.108.1', '5.108.0', false],
  ])('%s against %s is %s', (version, range, expected) => {
    expect(tool.satisfies(version, range)).toBe(expected);
  });
});

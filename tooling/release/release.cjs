#!/usr/bin/env node
// Releases one remote on its own: builds it, copies the build to <to>/<remote>/<version>/, checks every
// file arrived, checks its shared packages against the live shell's, then points the remote's entry in
// the live remotes.json at the new version (write and rename). Also --rollback and --list.
// Run from a remote's folder: `npm run release -w mfe-filing -- --to <folder|s3://bucket/prefix> --remotes <remotes.json>`.
const { createHash } = require('node:crypto');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

/** The file in each version's folder listing its files and their SHA-384 hashes. */
const RELEASE_MANIFEST = 'release.json';
/** The file in <to>/<remote>/ listing the versions released, oldest first. */
const HISTORY = 'releases.json';

class ReleaseError extends Error {}

function parseArgs(argv) {
  const args = { build: true };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new ReleaseError(`${flag} needs a value`);
      return v;
    };
    if (flag === '--to') args.to = value();
    else if (flag === '--remotes') args.remotes = value();
    else if (flag === '--shell') args.shell = value();
    else if (flag === '--base-url') args.baseUrl = value();
    else if (flag === '--rollback') args.rollback = true;
    else if (flag === '--list') args.list = true;
    else if (flag === '--no-build') args.build = false;
    else throw new ReleaseError(`Unknown option ${flag}`);
  }
  if (!args.to) throw new ReleaseError('--to <folder or s3://bucket/prefix> is required');
  if (!args.remotes && !args.list) throw new ReleaseError('--remotes <path of the live remotes.json> is required');
  return args;
}

/** SHA-384 in the form subresource integrity uses. */
function integrity(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

function walk(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, base);
    return [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** The files a release carries: the build without source maps and the HTML page used only standalone. */
function releaseFiles(distDir) {
  return walk(distDir)
    .filter((file) => !file.endsWith('.map') && file !== 'index.html')
    .sort();
}

/** Version = package.json version plus a hash of the build, so the same build always gets the same name. */
function buildManifest(remote, pkgVersion, distDir) {
  const files = {};
  const whole = createHash('sha256');
  for (const file of releaseFiles(distDir)) {
    const bytes = fs.readFileSync(path.join(distDir, file));
    files[file] = integrity(bytes);
    whole.update(file).update('\0').update(files[file]).update('\0');
  }
  if (!files['mf-manifest.json'] || !files['remoteEntry.js']) {
    throw new ReleaseError(`${distDir} is not a remote's build (no mf-manifest.json or remoteEntry.js)`);
  }
  const version = `${pkgVersion}-${whole.digest('hex').slice(0, 10)}`;
  return { remote, version, files };
}

// --- Where releases go: a folder or an S3 bucket, behind one interface ---------------------------

function folderStore(root) {
  return {
    async exists(key) {
      return fs.existsSync(path.join(root, key));
    },
    async get(key) {
      const file = path.join(root, key);
      return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
    },
    async put(key, bytes) {
      const file = path.join(root, key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, bytes);
      fs.renameSync(temp, file);
    },
  };
}

async function s3Store(url, env = process.env) {
  const { S3Client, GetObjectCommand, PutObjectCommand, HeadObjectCommand } = require('@aws-sdk/client-s3');
  const [, bucket, ...rest] = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url) ?? [];
  if (!bucket) throw new ReleaseError(`${url} is not s3://bucket/prefix`);
  const prefix = rest.join('').replace(/\/+$/, '');
  const client = new S3Client({
    region: env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    credentials: env.S3_ACCESS_KEY_ID
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' }
      : undefined,
  });
  const keyOf = (key) => (prefix ? `${prefix}/${key}` : key);
  const missing = (error) => error?.name === 'NotFound' || error?.name === 'NoSuchKey' || error?.$metadata?.httpStatusCode === 404;
  return {
    async exists(key) {
      // A version is a folder: it exists when its release manifest does.
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key.endsWith('/') ? `${key}${RELEASE_MANIFEST}` : key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: bytes, ContentType: contentType(key) }));
    },
  };
}

function contentType(key) {
  if (key.endsWith('.js')) return 'text/javascript';
  if (key.endsWith('.json')) return 'application/json';
  if (key.endsWith('.css')) return 'text/css';
  if (key.endsWith('.woff2')) return 'font/woff2';
  if (key.endsWith('.svg')) return 'image/svg+xml';
  if (key.endsWith('.br')) return 'application/octet-stream';
  return 'application/octet-stream';
}

async function openStore(to, env) {
  return to.startsWith('s3://') ? s3Store(to, env) : folderStore(path.resolve(to));
}

// --- The shared-version gate -----------------------------------------------------------------------

function parseVersion(text) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(text);
  return match ? match.slice(1, 4).map(Number) : undefined;
}

/** Whether `version` meets a range as Module Federation writes it: exact, ^x.y.z, ~x.y.z or *. */
function satisfies(version, range) {
  if (!range || range === '*' || range === 'false') return true;
  const have = parseVersion(version);
  const op = range[0] === '^' || range[0] === '~' ? range[0] : '=';
  const want = parseVersion(op === '=' ? range.replace(/^=/, '') : range.slice(1));
  if (!have || !want) return version === range;
  const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  if (op === '=') return cmp(have, want) === 0;
  if (cmp(have, want) < 0) return false;
  if (op === '~') return have[0] === want[0] && have[1] === want[1];
  if (want[0] > 0) return have[0] === want[0];
  if (want[1] > 0) return have[0] === 0 && have[1] === want[1];
  return have[0] === 0 && have[1] === 0 && have[2] === want[2];
}

/**
 * Refusals (one sentence each) for a remote whose shared singletons the live shell cannot give it:
 * a package the shell does not share, or shares at a version outside what the remote requires.
 */
function sharedMismatches(remote, remoteManifest, shellManifest) {
  const shell = new Map((shellManifest.shared ?? []).map((entry) => [entry.name, entry.version]));
  const problems = [];
  for (const entry of remoteManifest.shared ?? []) {
    if (entry.singleton === false) continue;
    const required = entry.requiredVersion || entry.version;
    const live = shell.get(entry.name);
    if (live === undefined) {
      problems.push(`${entry.name}: the live shell does not share it; ${remote} requires ${required}`);
    } else if (!satisfies(live, required)) {
      problems.push(`${entry.name}: the live shell shares ${live}; ${remote} requires ${required}`);
    }
  }
  return problems;
}

// --- remotes.json ------------------------------------------------------------------------------------

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Write beside and rename: a shell reading remotes.json sees the old file or the new, never half. */
function writeJsonAtomically(file, value) {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

function versionUrl(baseUrl, remote, version) {
  return `${baseUrl.replace(/\/+$/, '')}/${remote}/${version}/mf-manifest.json`;
}

/** The version remotes.json points the remote at, if it points at one of its releases. */
function liveVersion(remotesJson, remote, versions) {
  const entry = remotesJson[remote];
  if (typeof entry !== 'string') return undefined;
  return versions.find((version) => entry.endsWith(`/${remote}/${version}/mf-manifest.json`));
}

async function history(store, remote) {
  const bytes = await store.get(`${remote}/${HISTORY}`);
  return bytes ? JSON.parse(bytes.toString('utf8')) : [];
}

// --- The commands ------------------------------------------------------------------------------------

async function release({ remote, pkgVersion, distDir, store, remotesFile, shellManifest, baseUrl, log = console.log }) {
  const manifest = buildManifest(remote, pkgVersion, distDir);
  const { version } = manifest;
  const remoteMf = readJson(path.join(distDir, 'mf-manifest.json'));
  const problems = sharedMismatches(remote, remoteMf, shellManifest);
  if (problems.length) {
    throw new ReleaseError(`${remote} ${version} refused: its shared packages do not match the live shell's.\n  ${problems.join('\n  ')}`);
  }
  const folder = `${remote}/${version}/`;
  if (await store.exists(`${folder}${RELEASE_MANIFEST}`)) {
    throw new ReleaseError(`${remote} ${version} is already released; versions are never overwritten`);
  }
  for (const file of Object.keys(manifest.files)) {
    await store.put(`${folder}${file}`, fs.readFileSync(path.join(distDir, file)));
  }
  // Every file read back and checked before anything points at the version.
  for (const [file, hash] of Object.entries(manifest.files)) {
    const bytes = await store.get(`${folder}${file}`);
    if (!bytes || integrity(bytes) !== hash) throw new ReleaseError(`${folder}${file} did not arrive intact; remotes.json left as it was`);
  }
  // The release manifest goes last: a version without one is an unfinished copy.
  await store.put(`${folder}${RELEASE_MANIFEST}`, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  const versions = await history(store, remote);
  await store.put(`${remote}/${HISTORY}`, Buffer.from(`${JSON.stringify([...versions, version], null, 2)}\n`));
  switchTo(remotesFile, remote, versionUrl(baseUrl, remote, version));
  log(`${remote} ${version} released and live`);
  return version;
}

function switchTo(remotesFile, remote, url) {
  const remotes = readJson(remotesFile);
  remotes[remote] = url;
  writeJsonAtomically(remotesFile, remotes);
}

async function rollback({ remote, store, remotesFile, baseUrl, log = console.log }) {
  const versions = await history(store, remote);
  const live = liveVersion(readJson(remotesFile), remote, versions);
  const index = live === undefined ? -1 : versions.indexOf(live);
  if (index < 1) throw new ReleaseError(`${remote} has no version before ${live ?? 'the live one'} to roll back to`);
  const previous = versions[index - 1];
  if (!(await store.exists(`${remote}/${previous}/${RELEASE_MANIFEST}`))) throw new ReleaseError(`${remote} ${previous} is missing from the releases`);
  switchTo(remotesFile, remote, versionUrl(baseUrl, remote, previous));
  log(`${remote} rolled back from ${live} to ${previous}`);
  return previous;
}

async function list({ remote, store, remotesFile, log = console.log }) {
  const versions = await history(store, remote);
  const live = remotesFile && fs.existsSync(remotesFile) ? liveVersion(readJson(remotesFile), remote, versions) : undefined;
  const lines = versions.map((version) => `${version === live ? '*' : ' '} ${version}${version === live ? '  (live)' : ''}`);
  log(lines.length ? lines.join('\n') : `${remote} has no releases yet`);
  return lines;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const appDir = process.cwd();
  const pkg = readJson(path.join(appDir, 'package.json'));
  const remote = pkg.name.replace(/^mfe-/, '');
  const store = await openStore(args.to);
  const remotesFile = args.remotes && path.resolve(args.remotes);
  const baseUrl = args.baseUrl ?? (args.to.startsWith('s3://') ? undefined : '/remotes');
  if (!baseUrl && !args.list) throw new ReleaseError('--base-url <public address of the releases> is required for s3:// targets');
  if (args.list) return list({ remote, store, remotesFile });
  if (args.rollback) return rollback({ remote, store, remotesFile, baseUrl });
  if (args.build) execFileSync('npm', ['run', 'build'], { cwd: appDir, stdio: 'inherit' });
  const shellFile = path.resolve(args.shell ?? path.join(path.dirname(remotesFile), 'mf-manifest.json'));
  if (!fs.existsSync(shellFile)) throw new ReleaseError(`The live shell's mf-manifest.json is not at ${shellFile} (give --shell)`);
  return release({ remote, pkgVersion: pkg.version, distDir: path.join(appDir, 'dist'), store, remotesFile, shellManifest: readJson(shellFile), baseUrl });
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof ReleaseError ? error.message : error);
    process.exit(1);
  });
}

module.exports = { integrity, folderStore, openStore, satisfies, release, rollback, list };

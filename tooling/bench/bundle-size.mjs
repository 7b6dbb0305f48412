#!/usr/bin/env node
// Prints an app's built JavaScript and CSS, raw and gzip: the entry files index.html loads,
// the remote entry, and everything else. Run after a production build (npm run bench does).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const appDir = path.resolve(process.argv[2] ?? '.');
const dist = path.join(appDir, 'dist');
if (!existsSync(dist)) {
  console.error(`${dist} does not exist: build the app first`);
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const files = readdirSync(dist).filter((file) => /\.(js|css)$/.test(file));
const sizes = Object.fromEntries(
  files.map((file) => {
    const content = readFileSync(path.join(dist, file));
    return [file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length }];
  }),
);

const html = existsSync(path.join(dist, 'index.html')) ? readFileSync(path.join(dist, 'index.html'), 'utf8') : '';
const entry = files.filter((file) => html.includes(file));
const total = (list) => list.reduce((sum, file) => ({ raw: sum.raw + sizes[file].raw, gzip: sum.gzip + sizes[file].gzip }), { raw: 0, gzip: 0 });

const name = path.basename(appDir);
const all = total(files.filter((file) => file.endsWith('.js')));
const first = total(entry);
console.log(`${name}: index.html loads ${entry.length} files, ${kb(first.raw)} raw, ${kb(first.gzip)} gzip`);
if (sizes['remoteEntry.js']) {
  console.log(`${name}: remoteEntry.js ${kb(sizes['remoteEntry.js'].raw)} raw, ${kb(sizes['remoteEntry.js'].gzip)} gzip`);
}
console.log(`${name}: all JavaScript ${files.filter((f) => f.endsWith('.js')).length} files, ${kb(all.raw)} raw, ${kb(all.gzip)} gzip`);

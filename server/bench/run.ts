// `npm run bench -w server -- <name>`: runs bench/<name>.bench.ts (default: resource-api);
// `api` and `bulk` are short names for resource-api and bulk-import.
export {};
const BENCHES = ['resource-api', 'bulk-import', 'scale', 'throughput', 'load', 'files', 'allocation', 'notices', 'lot-terms', 'connections', 'signatures', 'pdf-burst'];
const ALIASES: Record<string, string> = { api: 'resource-api', bulk: 'bulk-import' };
const asked = process.argv[2] ?? 'resource-api';
const name = ALIASES[asked] ?? asked;
if (!BENCHES.includes(name)) {
  console.error(`Unknown bench "${asked}"; one of: ${[...BENCHES, ...Object.keys(ALIASES)].join(', ')}`);
  process.exit(2);
}
await import(`./${name}.bench.ts`);

// `npm run bench -w server -- <name>`: runs bench/<name>.bench.ts (default: resource-api).
export {};
const BENCHES = ['resource-api', 'scale', 'throughput'];
const name = process.argv[2] ?? 'resource-api';
if (!BENCHES.includes(name)) {
  console.error(`Unknown bench "${name}"; one of: ${BENCHES.join(', ')}`);
  process.exit(2);
}
await import(`./${name}.bench.ts`);

// Server benchmarks: `npm run bench -w server` (the resource API) or `npm run bench -w server -- bulk`.
export {};
const which = process.argv[2] ?? 'api';
if (which === 'bulk') await import('./bulk-import.bench');
else if (which === 'api') await import('./resource-api.bench');
else throw new Error(`Unknown benchmark ${which}: use "api" or "bulk"`);

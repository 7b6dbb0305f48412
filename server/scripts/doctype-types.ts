// `npm run doctypes`: writes the doctypes' TypeScript field blocks (shared-api/src/doctypes/generated.ts)
// from the server's declarations. Run it after changing a doctype's fields.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_PATH, generateFieldTypes } from '../src/core/doctype/field-types';
import { ALL_DOCTYPES } from '../src/doctypes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
writeFileSync(path.join(root, GENERATED_PATH), generateFieldTypes(ALL_DOCTYPES));
console.log(`Wrote ${GENERATED_PATH} (${ALL_DOCTYPES.length} doctypes)`);

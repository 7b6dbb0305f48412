// Jest's global setup: the compiled catalogues the screens import are built files (not in git),
// so a fresh clone's `npx jest` compiles them first.
import { compileAll } from './compile-catalogues.mjs';

export default function compileCatalogues() {
  compileAll();
}

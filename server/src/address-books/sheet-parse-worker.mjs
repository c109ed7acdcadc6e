// Entry of the parsing thread (sheet-parsing.ts). Node 20 does not apply the TypeScript loader to a
// worker's entry file, so this plain module loads it through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./sheet-parse-worker.ts', import.meta.url);

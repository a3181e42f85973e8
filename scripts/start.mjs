// npm start: build what is missing or older than the sources, then run the
// server (which migrates the database and creates the first administrator).
import { ensureBuilt } from './build-state.mjs';

await ensureBuilt();
// biome-ignore lint/style/noRestrictedImports: runs the build output in dist/, not a source module
await import('../dist/server/main.js');

// npm start: build what is missing or older than the sources, then run the
// server (which migrates the database and creates the first administrator).
import { ensureBuilt } from './build-state.mjs';

await ensureBuilt();
await import('../dist/server/main.js');

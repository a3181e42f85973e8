// Run around every server test file (vitest.config.ts `setupFiles`): what the harness
// started for the file's tests and finishes after them.
import { afterAll } from 'vitest';
import { liberarBancos } from './modelo-pg';

// The PostgreSQL database made ahead for a next test, and the drops still under way.
afterAll(liberarBancos);

// Run around every test file whose worker runs other files after it (vitest.config.ts
// `setupFiles`): a spy a test made (`vi.spyOn`) is restored when the test ends, so it
// never reaches another test or file.
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

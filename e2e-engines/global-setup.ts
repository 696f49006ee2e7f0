/**
 * Before the run: no first-screen boxes kept from an earlier run (e2e-engines/fixtures.ts
 * chromiumBoxes), whose builds may have been other builds.
 */
import { rmSync } from 'node:fs';
import { REFERENCE_DIR } from './first-screen.ts';

export default function globalSetup(): void {
  rmSync(REFERENCE_DIR, { recursive: true, force: true });
}

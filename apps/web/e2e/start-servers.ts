/** Global setup of the student suite run alone: the build, then its servers side by side. */
import { fileURLToPath } from 'node:url';
import { buildUnlessBuilt, startServers } from '../../../scripts/e2e-servers';
import { studentServers } from '../playwright.config';

export default async function startStudentServers(): Promise<() => Promise<void>> {
  buildUnlessBuilt(fileURLToPath(new URL('../../../', import.meta.url)));
  return startServers(studentServers());
}

// The test club's time zone. Tests seed a club around "today" and work "today" out
// again as they run, while the server works it out per request; a run that crossed
// the club's midnight would see two days. So the club of a test run lives in a
// fixed-offset zone where it is 12:00-12:59 when the run starts: its midnight is
// eleven hours away. The runner (vitest.config.ts, playwright.config.ts) chooses it
// once and hands it down in TEST_FUSO to its workers and the servers they start.

/** The fixed-offset zone where it is now between 12:00 and 12:59. */
function fusoDoMeioDia(agora = new Date()): string {
  const horas = 12 - agora.getUTCHours(); // from -11 to +12 hours from UTC
  // IANA's Etc zones count the other way round: Etc/GMT-3 is three hours ahead of UTC.
  return horas === 0 ? 'Etc/GMT' : `Etc/GMT${horas > 0 ? '-' : '+'}${Math.abs(horas)}`;
}

/** This run's zone: the runner's choice, or one chosen now when a file runs on its own. */
export const FUSO_TESTE = process.env.TEST_FUSO ?? fusoDoMeioDia();

/** Epoch ms of a wall-clock time in this run's zone (a fixed offset: no daylight saving). */
export function noFusoTeste(dia: string, hora: string): number {
  const comoUtc = Date.parse(`${dia}T${hora}:00Z`);
  const local = new Date(comoUtc).toLocaleString('sv-SE', { timeZone: FUSO_TESTE }).replace(' ', 'T');
  return comoUtc - (Date.parse(`${local}Z`) - comoUtc);
}

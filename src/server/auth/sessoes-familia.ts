// Family sessions: a guardian's or an adult student's, made by a sign-in code
// (features/familia). Their own kind: their own cookie and their own table, so a staff
// route's guard never finds one, and a family route's guard finds nothing else. The same
// limits as a staff session (SESSION_IDLE_HOURS, SESSION_MAX_DAYS).
import type { Executor } from '#server/db/executor.ts';
import { hashToken, type SessionLimits } from './repository-sessoes';
import { apagarSessaoFamilia, lerSessaoFamilia, sessaoFamiliaUsada } from './repository-sessoes-familia';

export interface FamiliaUser {
  /** The guardian's person, or the adult student's. */
  id_pessoa: number;
  nome: string;
  tokenHash: string;
}

const TOUCH_EVERY_MS = 60_000;

/** The person behind a family token, or null when it is unknown, idle too long or too old. */
export async function acharSessaoFamilia(
  db: Executor,
  token: string,
  limits: SessionLimits,
  agora = Date.now(),
): Promise<FamiliaUser | null> {
  const tokenHash = hashToken(token);
  const s = await lerSessaoFamilia(db, tokenHash);
  if (!s) return null;
  const usada = Number(s.usada_em);
  if (agora - usada > limits.idleMs || agora - Number(s.criada_em) > limits.maxMs) {
    await apagarSessaoFamilia(db, tokenHash);
    return null;
  }
  if (agora - usada > TOUCH_EVERY_MS) await sessaoFamiliaUsada(db, tokenHash, agora);
  return { id_pessoa: s.id_pessoa, nome: s.nome_pessoa, tokenHash };
}

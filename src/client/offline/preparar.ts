// Keeps the teacher's classes and their rosters (names only) on the device while
// online, so the sheets open without a network: on the app's start, when the
// network comes back, and at most every few minutes otherwise. A class no longer
// the teacher's leaves the device (its unsent sheets stay until sent).
import type { LoginResponse } from '#shared/schemas/login.ts';
import { avisar } from './avisos';
import { banco, gravarMeta, lerMeta, type TurmaLocal } from './db';
import { lerConfig, lerMinhasTurmas, lerRoster } from './servico';

const INTERVALO_MS = 5 * 60_000;
/** An administrator sees every class: only the first ones are kept (a teacher has a handful). */
const MAXIMO_TURMAS = 40;

export async function preparar(usuario: LoginResponse, forcar = false) {
  await gravarMeta('usuario', { nome: usuario.nome, adm: usuario.adm });
  const ultimo = (await lerMeta('preparado_em')) ?? 0;
  if (!forcar && Date.now() - ultimo < INTERVALO_MS) return;
  const config = await lerConfig();
  if (config.status === 200 && config.corpo?.fuso) await gravarMeta('fuso', config.corpo.fuso);
  const turmas = await lerMinhasTurmas();
  if (turmas.status !== 200 || !turmas.corpo) return;
  const lista = turmas.corpo.slice(0, MAXIMO_TURMAS);
  const locais: TurmaLocal[] = [];
  for (const t of lista) {
    const r = await lerRoster(t.id_turma).catch(() => null);
    const ok = r?.status === 200 && Array.isArray(r.corpo);
    locais.push({
      id_turma: t.id_turma,
      nome_turma: t.nome_turma,
      dia_semana: t.dia_semana,
      horario: t.horario,
      nome_unidade: t.nome_unidade,
      // Names only: the roster's other fields never reach the store.
      alunos: ok ? r.corpo!.map((a) => ({ id_aluno: a.id_aluno, nome: a.nome_aluno })) : [],
      com_alunos: ok,
    });
  }
  const db = await banco();
  const tx = db.transaction('turmas', 'readwrite');
  const ids = new Set(locais.map((t) => t.id_turma));
  for (const id of await tx.store.getAllKeys()) if (!ids.has(id)) await tx.store.delete(id);
  for (const t of locais) await tx.store.put(t);
  await tx.done;
  await gravarMeta('preparado_em', Date.now());
  avisar();
}

// Keeps the teacher's classes and their rosters (names only) on the device while
// online, so the sheets open without a network: on the app's start, when the
// network comes back, and at most every few minutes otherwise; one request
// (GET /api/aulas/aparelho) and one transaction of the store. A class no longer
// the teacher's leaves the device (its unsent sheets stay until sent).
import type { LoginResponse } from '#shared/schemas/login.ts';
import { abrirAparelho, gravarMeta, lerMeta, type TurmaLocal } from './aparelho';
import { avisar } from './avisos';
import { lerParaOAparelho } from './servico';

const INTERVALO_MS = 5 * 60_000;

export async function preparar(usuario: LoginResponse, forcar = false) {
  await gravarMeta('usuario', { nome: usuario.nome, adm: usuario.adm });
  const ultimo = (await lerMeta('preparado_em')) ?? 0;
  if (!forcar && Date.now() - ultimo < INTERVALO_MS) return;
  const r = await lerParaOAparelho();
  if (r.status !== 200 || !r.corpo) return;
  const { fuso, turmas } = r.corpo;
  const locais: TurmaLocal[] = turmas.map((t) => ({ ...t, com_alunos: true }));
  const db = await abrirAparelho();
  const tx = db.transaction(['turmas', 'meta'], 'readwrite');
  const store = tx.objectStore('turmas');
  const ids = new Set(locais.map((t) => t.id_turma));
  for (const id of await store.getAllKeys()) if (!ids.has(id)) await store.delete(id);
  for (const t of locais) await store.put(t);
  await tx.objectStore('meta').put(fuso, 'fuso');
  await tx.objectStore('meta').put(Date.now(), 'preparado_em');
  await tx.done;
  avisar();
}

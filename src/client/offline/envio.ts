// The outbox sender: each queued sheet is posted with its device-made id as the
// Idempotency-Key, so a repeat (a timeout whose first try arrived, two triggers at
// once, the page and the worker) is answered once by the server. Runs in the page
// (app open, `online`, "Sincronizar agora", right after Enviar) and in the service
// worker (Background Sync); one run at a time per browser (Web Locks).
import { MSG_OFF } from '#shared/messages/offline.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';
import {
  abrirAparelho,
  chaveExperimental,
  type Envio,
  type ExperimentalLocal,
  type FolhaEnviada,
  type FolhaLocal,
  type Marcas,
} from './aparelho';
import { avisar } from './avisos';
import { buscarFolha, postarEnvio } from './servico';

const TRAVA = 'estocada-envios';

/** The sheet's lines as the device keeps them (names only): its students and its trials. */
export function folhaDasLinhas(linhas: ChamadaLinha[]): FolhaEnviada {
  const marcas: Marcas = {};
  const alunos = [];
  const experimentais: ExperimentalLocal[] = [];
  for (const l of linhas) {
    if (l.id_experimental !== undefined) {
      marcas[chaveExperimental(l.id_experimental)] = l.presenca ?? 1;
      experimentais.push({ id_experimental: l.id_experimental, nome: l.nome_pessoa ?? '' });
      continue;
    }
    if (l.id_aluno === null) continue;
    marcas[l.id_aluno] = l.presenca ?? 1;
    alunos.push({ id_aluno: l.id_aluno, nome: l.nome_pessoa ?? '' });
  }
  return { marcas, observacao: linhas[0]?.observacao ?? '', alunos, experimentais };
}

const linhasValidas = (v: unknown): v is ChamadaLinha[] =>
  Array.isArray(v) && v.length > 0 && typeof v[0] === 'object' && v[0] !== null && 'id_chamada' in v[0];

/** The sent sheet a conflict answer carries, under whichever field holds the lines. */
function folhaNoCorpo(corpo: unknown): ChamadaLinha[] | null {
  if (linhasValidas(corpo)) return corpo;
  if (corpo && typeof corpo === 'object') {
    for (const v of Object.values(corpo)) if (linhasValidas(v)) return v;
  }
  return null;
}

/** Whether the sent sheet has this send's note and marks (its trials' too, when it lists them). */
const mesmasMarcas = (envio: Envio, f: FolhaEnviada) =>
  envio.corpo.observacao.trim() === f.observacao.trim() &&
  envio.corpo.alunos.every((a) => f.marcas[a.id_aluno] === a.presenca) &&
  f.alunos.length === envio.corpo.alunos.length &&
  (envio.corpo.experimentais ?? []).every((x) => {
    const m = f.marcas[chaveExperimental(x.id_experimental)];
    return m === undefined || m === x.presenca;
  });

/** What became of one send. */
export type Desfecho =
  | { tipo: 'enviada'; linhas: ChamadaLinha[] }
  | { tipo: 'fila' }
  | { tipo: 'sem_rede' }
  | { tipo: 'conflito'; linhas: ChamadaLinha[] }
  | { tipo: 'erro'; motivo: string; manter: boolean };

const mensagem = (corpo: unknown) =>
  corpo && typeof corpo === 'object' && typeof (corpo as { message?: unknown }).message === 'string'
    ? (corpo as { message: string }).message
    : null;

/** Posts one queued send and says what became of it. */
async function enviarUm(envio: Envio): Promise<Desfecho> {
  let r: Awaited<ReturnType<typeof postarEnvio>>;
  try {
    r = await postarEnvio(envio.corpo, envio.id_envio);
  } catch {
    return { tipo: 'sem_rede' };
  }
  if (r.status >= 200 && r.status < 300 && linhasValidas(r.corpo))
    return { tipo: 'enviada', linhas: r.corpo };
  if (r.status === 409) {
    // Sent already from elsewhere with other marks: the answer carries the sent sheet.
    // Otherwise (this key's first try still in flight, or a server that does not say)
    // the sheet is read: still A ser Feita, try later; sent with these marks, done.
    // (The answer's code is not read here: its constants come with the schemas' zod,
    // which the service worker, running this too, does not load.)
    let linhas = folhaNoCorpo(r.corpo);
    if (!linhas) {
      try {
        const b = await buscarFolha(envio.id_turma, envio.data_c);
        linhas = b.status === 200 && linhasValidas(b.corpo) ? b.corpo : null;
      } catch {
        return { tipo: 'sem_rede' };
      }
    }
    if (!linhas || linhas[0]!.status_c !== 1) return { tipo: 'fila' };
    return mesmasMarcas(envio, folhaDasLinhas(linhas))
      ? { tipo: 'enviada', linhas }
      : { tipo: 'conflito', linhas };
  }
  // Kept in the outbox: sent again once the person has logged in, or the limit has passed.
  if (r.status === 401) return { tipo: 'erro', motivo: MSG_OFF.motivoSessao, manter: true };
  if (r.status === 429) return { tipo: 'erro', motivo: MSG_OFF.motivoServidor, manter: true };
  // A server failure or a refusal: the sheet is editable again, sent when the person sends it again.
  if (r.status >= 500) return { tipo: 'erro', motivo: MSG_OFF.motivoServidor, manter: false };
  return { tipo: 'erro', motivo: mensagem(r.corpo) ?? String(r.status), manter: false };
}

/** Writes the outcome into the sheet and the outbox. */
async function registrar(envio: Envio, d: Desfecho) {
  const db = await abrirAparelho();
  const tx = db.transaction(['folhas', 'envios'], 'readwrite');
  const folhas = tx.objectStore('folhas');
  const f = await folhas.get(envio.chave);
  const aindaEsta = f?.id_envio === envio.id_envio;
  const fica = aindaEsta && (d.tipo === 'fila' || d.tipo === 'sem_rede' || (d.tipo === 'erro' && d.manter));
  if (f && aindaEsta) {
    const novo: FolhaLocal = { ...f, mudou_em: f.mudou_em };
    if (d.tipo === 'enviada') {
      const s = folhaDasLinhas(d.linhas);
      Object.assign(novo, {
        estado: 'enviada',
        finalizada: true,
        id_chamada: d.linhas[0]!.id_chamada,
        marcas: s.marcas,
        observacao: s.observacao,
        alunos: s.alunos,
        experimentais: s.experimentais,
        erro: undefined,
        enviada: undefined,
      });
    } else if (d.tipo === 'conflito') {
      Object.assign(novo, {
        estado: 'conflito',
        finalizada: true,
        id_chamada: d.linhas[0]!.id_chamada,
        enviada: folhaDasLinhas(d.linhas),
        erro: undefined,
      });
    } else if (d.tipo === 'erro') {
      Object.assign(novo, { estado: 'erro', erro: d.motivo, id_envio: fica ? f.id_envio : undefined });
    } else {
      Object.assign(novo, { estado: 'na_fila', erro: undefined });
    }
    await folhas.put(novo);
  }
  if (!fica) await tx.objectStore('envios').delete(envio.id_envio);
  await tx.done;
  avisar({ chave: envio.chave, aceita: d.tipo === 'enviada' || d.tipo === 'conflito' });
}

async function marcarEnviando(envio: Envio): Promise<boolean> {
  const db = await abrirAparelho();
  const f = await db.get('folhas', envio.chave);
  if (!f || f.id_envio !== envio.id_envio) {
    // The sheet was changed (or cleared) after Enviar: this send is void.
    await db.delete('envios', envio.id_envio);
    return false;
  }
  await db.put('folhas', { ...f, estado: 'enviando' });
  avisar({ chave: envio.chave });
  return true;
}

/** Who waits for the answer to a send (by its id), before its outcome is written. */
const esperando = new Map<string, (d: Desfecho) => void>();

/**
 * Calls `fn` with the outcome of send `idEnvio` as soon as its answer is in, before the device
 * records it (the page shows the outcome first); returns the cancel.
 */
export function aoResponder(idEnvio: string, fn: (d: Desfecho) => void): () => void {
  esperando.set(idEnvio, fn);
  return () => {
    if (esperando.get(idEnvio) === fn) esperando.delete(idEnvio);
  };
}

async function rodada(): Promise<void> {
  const db = await abrirAparelho();
  const fila = (await db.getAll('envios')).sort((a, b) => a.criado_em - b.criado_em);
  for (const envio of fila) {
    if (!(await marcarEnviando(envio))) continue;
    const d = await enviarUm(envio);
    esperando.get(envio.id_envio)?.(d);
    await registrar(envio, d);
    // No network: the rest waits for the next trigger.
    if (d.tipo === 'sem_rede') break;
  }
}

let emCurso: Promise<void> | null = null;

/** Sends the whole outbox once; a call while a run is going joins it. */
export function enviarFila(): Promise<void> {
  emCurso ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (locks) await locks.request(TRAVA, () => rodada());
      else await rodada();
    } finally {
      emCurso = null;
    }
  })();
  return emCurso;
}

// The sheets kept on the device: the page reads and writes them through these
// functions (every tap is written at once), and queues a sheet for sending. The
// server's sheet, when read online, is laid under the device's unsent marks.

import { aposPintura } from '#client/ui/apos-pintura.ts';
import { MSG } from '#shared/messages/comum.ts';
import { FUSO_CLUBE, hojeNoFuso } from '#shared/rules/datas.ts';
import { ultimoEncontro } from '#shared/rules/encontros.ts';
import { type ChamadaEnviarInput, type ChamadaLinha, chamadaEnviarInput } from '#shared/schemas/chamada.ts';
import {
  abrirAparelho,
  type CorpoEnvio,
  chaveExperimental,
  chaveFolha,
  type Envio,
  type FolhaLocal,
  type Marcas,
  type TurmaLocal,
} from './aparelho';
import { avisar } from './avisos';
import { anotar, confirmar, esquecer, retirarCopias } from './diario';
import { folhaDasLinhas } from './envio';

export const lerFolha = async (idTurma: number, data: string) => {
  await restaurarDiario();
  return (await (await abrirAparelho()).get('folhas', chaveFolha(idTurma, data))) ?? null;
};

export const lerTurmas = async () => (await abrirAparelho()).getAll('turmas');

export const lerTurma = async (idTurma: number) =>
  (await (await abrirAparelho()).get('turmas', idTurma)) ?? null;

/** What a class's sheet page finds on the device before its first render. */
export type ChamadaNoAparelho = {
  turma: TurmaLocal | null;
  fuso: string | null;
  /** The date asked for, else the class's last meeting by the device's day in the club's time zone. */
  data: string | null;
  folha: FolhaLocal | null;
};

/** The class, the club's time zone and the sheet of the date, in one read of the store. */
export async function lerParaChamada(idTurma: number, pedida: string | null): Promise<ChamadaNoAparelho> {
  await restaurarDiario();
  const tx = (await abrirAparelho()).transaction(['turmas', 'meta', 'folhas']);
  const [turma, fuso] = await Promise.all([
    tx.objectStore('turmas').get(idTurma),
    tx.objectStore('meta').get('fuso') as Promise<string | undefined>,
  ]);
  const data = pedida ?? (turma ? ultimoEncontro(turma.dia_semana, hojeNoFuso(fuso ?? FUSO_CLUBE)) : null);
  const folha = data ? await tx.objectStore('folhas').get(chaveFolha(idTurma, data)) : undefined;
  return { turma: turma ?? null, fuso: fuso ?? null, data, folha: folha ?? null };
}

/** A new sheet from the class's roster kept on the device: everyone present. */
function folhaNova(turma: TurmaLocal, data: string): FolhaLocal {
  const marcas: Marcas = {};
  for (const a of turma.alunos) marcas[a.id_aluno] = 1;
  return {
    chave: chaveFolha(turma.id_turma, data),
    id_turma: turma.id_turma,
    data_c: data,
    id_chamada: null,
    alunos: turma.alunos,
    marcas,
    observacao: '',
    estado: 'rascunho',
    finalizada: false,
    mudou_em: Date.now(),
  };
}

/** States in which the device's marks wait for the server: the server's read does not replace them. */
const aguardando = (f: FolhaLocal) =>
  f.estado === 'na_fila' || f.estado === 'enviando' || f.estado === 'conflito';

/**
 * The sheet as the server answered it (read online), merged with the device's: a
 * Finalizada sheet is the server's, unless the device's own send is waiting or in
 * conflict; an open one keeps the device's unsent marks for the students it has, and
 * never reopens a sheet whose send the server accepted (that read is older).
 * Returns the sheet now on the device.
 */
export async function guardarDoServidor(
  idTurma: number,
  data: string,
  linhas: ChamadaLinha[],
): Promise<FolhaLocal> {
  const db = await abrirAparelho();
  const chave = chaveFolha(idTurma, data);
  const tx = db.transaction('folhas', 'readwrite');
  const antes = await tx.store.get(chave);
  const servidor = folhaDasLinhas(linhas);
  const idChamada = linhas[0]?.id_chamada ?? null;
  const finalizada = linhas[0]?.status_c === 1;
  let f: FolhaLocal;
  // A read that shows an open sheet the device saw accepted was answered before that send: it is stale.
  if (antes && (aguardando(antes) || (antes.estado === 'enviada' && !finalizada))) {
    f = { ...antes, id_chamada: antes.id_chamada ?? idChamada };
  } else if (finalizada || !antes) {
    f = {
      chave,
      id_turma: idTurma,
      data_c: data,
      id_chamada: idChamada,
      alunos: servidor.alunos,
      experimentais: servidor.experimentais,
      marcas: servidor.marcas,
      observacao: servidor.observacao,
      estado: finalizada ? 'enviada' : 'rascunho',
      finalizada,
      mudou_em: antes?.mudou_em ?? Date.now(),
    };
  } else {
    const marcas: Marcas = {};
    for (const a of servidor.alunos)
      marcas[a.id_aluno] = antes.marcas[a.id_aluno] ?? servidor.marcas[a.id_aluno]!;
    for (const x of servidor.experimentais ?? []) {
      const k = chaveExperimental(x.id_experimental);
      marcas[k] = antes.marcas[k] ?? servidor.marcas[k]!;
    }
    f = {
      ...antes,
      id_chamada: idChamada,
      alunos: servidor.alunos,
      experimentais: servidor.experimentais,
      marcas,
      finalizada: false,
    };
  }
  f.lida_em = Date.now();
  await tx.store.put(f);
  await tx.done;
  avisar({ chave });
  return f;
}

/** A sheet opened without a network for the first time: made from the roster on the device, kept at once. */
export async function criarFolha(turma: TurmaLocal, data: string) {
  const db = await abrirAparelho();
  const f = folhaNova(turma, data);
  const tx = db.transaction('folhas', 'readwrite');
  if (!(await tx.store.get(f.chave))) await tx.store.put(f);
  await tx.done;
  avisar({ chave: f.chave });
}

type Mudanca = { marcas: Marcas; observacao: string };

/** The draft's write; false when the sheet no longer takes drafts (queued, sent, in conflict). */
async function escreverRascunho(chave: string, mudanca: Mudanca, f?: FolhaLocal): Promise<boolean> {
  const db = await abrirAparelho();
  const tx = db.transaction(['folhas', 'envios'], 'readwrite');
  const atual = (await tx.objectStore('folhas').get(chave)) ?? f;
  if (!atual || aguardando(atual) || atual.estado === 'enviada') {
    await tx.done;
    return false;
  }
  if (atual.id_envio) await tx.objectStore('envios').delete(atual.id_envio);
  await tx.objectStore('folhas').put({
    ...atual,
    ...mudanca,
    estado: 'rascunho',
    erro: undefined,
    id_envio: undefined,
    mudou_em: Date.now(),
  });
  await tx.done;
  if (atual.estado !== 'rascunho' || atual.id_envio) avisar({ chave });
  return true;
}

/** The longest a draft's write waits for an idle moment after the frame that shows it. */
const ESCRITA_LIMITE_MS = 200;

/** Per sheet, the change waiting for its write and the write that will take it. */
const aEscrever = new Map<string, { f: FolhaLocal; mudanca: Mudanca; n: number; escrita: Promise<void> }>();

/**
 * Writes the device's marks and note; a sheet whose send had failed is a draft again (its send
 * dropped). Only that change of state is announced: a draft's new marks change nothing another
 * reader shows (the open page keeps its own marks), so a tap wakes no other reader. The change is
 * kept synchronously first (diario.ts), in the instant of the tap, and written to IndexedDB once
 * the page is idle after the frame that shows it; taps made meanwhile go in the same write (the
 * last state of the sheet). The copy goes once that write is done, so a reload loses none of it.
 */
export function gravarRascunho(f: FolhaLocal, mudanca: Mudanca): Promise<void> {
  const n = anotar(f.chave, mudanca);
  const pendente = aEscrever.get(f.chave);
  if (pendente) {
    Object.assign(pendente, { f, mudanca, n });
    return pendente.escrita;
  }
  const escrita = (async () => {
    await new Promise<void>((fim) => aposPintura(fim, ESCRITA_LIMITE_MS));
    const ultima = aEscrever.get(f.chave)!;
    aEscrever.delete(f.chave);
    await escreverRascunho(f.chave, ultima.mudanca, ultima.f);
    confirmar(f.chave, ultima.n);
  })();
  aEscrever.set(f.chave, { f, mudanca, n, escrita });
  return escrita;
}

let restauracao: Promise<void> | null = null;

/**
 * Lays the drafts a previous load of this tab did not see written (diario.ts) back into the
 * store, once per load, before the first read of a sheet. Nothing to do (the usual case): no
 * transaction.
 */
function restaurarDiario(): Promise<void> {
  restauracao ??= (async () => {
    for (const c of retirarCopias()) {
      await escreverRascunho(c.chave, { marcas: c.marcas, observacao: c.observacao }).catch(() => false);
      esquecer(c.chave);
    }
  })();
  return restauracao;
}

/**
 * Enviar: the sheet goes into the outbox with an id made on the device and the time
 * it was taken. The same marks queued again keep their id (and so their answer).
 */
export async function colocarNaFila(
  f: FolhaLocal,
  marcas: Marcas,
  observacao: string,
): Promise<{ ok: true; idEnvio: string } | { ok: false; motivo: string }> {
  const alunos = f.alunos.map((a) => ({
    id_aluno: a.id_aluno,
    presenca: marcas[a.id_aluno] ?? (1 as const),
  }));
  // The sheet's trials go with it (an unmarked trial counts as present, as a student does).
  const experimentais = (f.experimentais ?? []).map((x) => ({
    id_experimental: x.id_experimental,
    presenca: marcas[chaveExperimental(x.id_experimental)] ?? (1 as const),
  }));
  const feita_em = new Date().toISOString();
  const base: CorpoEnvio = {
    ...(f.id_chamada ? { id_chamada: f.id_chamada } : { id_turma: f.id_turma, data_c: f.data_c }),
    status_c: 1 as const,
    alunos,
    observacao,
    feita_em,
    ...(experimentais.length > 0 ? { experimentais } : {}),
  } satisfies ChamadaEnviarInput;
  // The body the server will check, checked here by the same schema before it is queued:
  // a sheet the server would refuse never waits in the outbox. (zod is in the logged-in
  // shell's bundle already; a schema loaded only on Enviar would be missing offline.)
  const valido = chamadaEnviarInput.safeParse(base);
  if (!valido.success) return { ok: false, motivo: valido.error.issues[0]?.message ?? MSG.erroEnviarChamada };
  const db = await abrirAparelho();
  const tx = db.transaction(['folhas', 'envios'], 'readwrite');
  const envios = tx.objectStore('envios');
  const anterior = f.id_envio ? await envios.get(f.id_envio) : undefined;
  const corpo: CorpoEnvio = { ...base, feita_em: anterior?.corpo.feita_em ?? feita_em };
  const igual =
    anterior &&
    anterior.corpo.observacao === corpo.observacao &&
    JSON.stringify(anterior.corpo.alunos) === JSON.stringify(corpo.alunos) &&
    JSON.stringify(anterior.corpo.experimentais) === JSON.stringify(corpo.experimentais);
  const envio: Envio = igual
    ? anterior
    : {
        id_envio: crypto.randomUUID(),
        chave: f.chave,
        id_turma: f.id_turma,
        data_c: f.data_c,
        corpo: { ...corpo, feita_em },
        criado_em: Date.now(),
      };
  if (anterior && !igual) await envios.delete(anterior.id_envio);
  await envios.put(envio);
  await tx.objectStore('folhas').put({
    ...f,
    marcas,
    observacao,
    estado: 'na_fila',
    erro: undefined,
    id_envio: envio.id_envio,
    feita_em: envio.corpo.feita_em,
    mudou_em: Date.now(),
  });
  await tx.done;
  avisar({ chave: f.chave });
  return { ok: true, idEnvio: envio.id_envio };
}

/** Keep the sent one: the device's marks are dropped and the sheet is the server's. */
export async function manterEnviada(f: FolhaLocal) {
  if (!f.enviada) return;
  const db = await abrirAparelho();
  await db.put('folhas', {
    ...f,
    ...f.enviada,
    estado: 'enviada',
    finalizada: true,
    enviada: undefined,
    id_envio: undefined,
    mudou_em: Date.now(),
  });
  avisar({ chave: f.chave });
}

/** How many sends wait in the outbox. */
export const contarPendentes = async () => (await abrirAparelho()).count('envios');

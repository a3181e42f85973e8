// The device's store (IndexedDB through idb): what the app keeps so the chamada
// works without a network. Used by the pages and by the service worker, so it
// touches no window or document. Personal data stays out: a student is an id and a
// name, nothing else (no CPF, phone, e-mail or address), and the server's answers
// are never cached anywhere else (the service worker caches only the app's files).
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { DiaSemana } from '#shared/constants.ts';

export const NOME_BANCO = 'estocada-aparelho';

/** A student as the device keeps them: id and name only. */
type AlunoLocal = { id_aluno: number; nome: string };
/** A trial class (aula experimental) on the sheet: its id and the person's name, no contact data. */
export type ExperimentalLocal = { id_experimental: number; nome: string };
/**
 * A sheet's marks by student id; a trial's mark is kept under the negative of its id
 * (chaveExperimental), so one store, one write and one draft hold every mark of the sheet
 * (ids are positive: the two never meet).
 */
export type Marcas = Record<number, 0 | 1>;

/** The key of a trial's mark in Marcas. */
export const chaveExperimental = (idExperimental: number) => -idExperimental;

/** One of the teacher's classes with its roster, refreshed while online. */
export type TurmaLocal = {
  id_turma: number;
  nome_turma: string;
  dia_semana: DiaSemana;
  horario: string;
  nome_unidade: string;
  alunos: AlunoLocal[];
  /** Whether the roster was read (a class whose roster could not be read has none yet). */
  com_alunos: boolean;
};

/**
 * The sheet's sync state: rascunho (marks being taken), na_fila (Enviar pressed,
 * in the outbox), enviando, enviada (the server has it), erro (the last try was
 * refused or failed: the sheet is editable again), conflito (sent from elsewhere
 * with other marks: both are shown).
 */
type EstadoFolha = 'rascunho' | 'na_fila' | 'enviando' | 'enviada' | 'erro' | 'conflito';

/** The sheet as the server has it, when it differs from the device's (a conflict). */
export type FolhaEnviada = {
  marcas: Marcas;
  observacao: string;
  alunos: AlunoLocal[];
  /** Absent on a sheet kept before trials were kept with it. */
  experimentais?: ExperimentalLocal[];
};

export type FolhaLocal = {
  /** `${id_turma}:${data_c}` */
  chave: string;
  id_turma: number;
  data_c: string;
  /** Known once the sheet was opened online (or sent). */
  id_chamada: number | null;
  alunos: AlunoLocal[];
  /** The trials of that class and date, as last read from the server (absent: none known). */
  experimentais?: ExperimentalLocal[];
  marcas: Marcas;
  observacao: string;
  estado: EstadoFolha;
  /** Finalizada on the server (as last read or as the send answered). */
  finalizada: boolean;
  erro?: string;
  /** The id of the last send, made on the device. */
  id_envio?: string;
  /** When Enviar was pressed (ISO instant): the time the sheet was taken. */
  feita_em?: string;
  enviada?: FolhaEnviada;
  /** Device time of the last change (ms). */
  mudou_em: number;
  /** Device time the server's sheet was last laid under it (ms): a new reading reloads the page's sheet. */
  lida_em?: number;
};

/**
 * A sheet the teacher has sent that waits for the server: in the outbox, being sent, or kept
 * there after a try that will be made again. Shown as "Aguardando envio", never "A ser Feita".
 */
export const aguardaEnvio = (f: FolhaLocal | null | undefined) =>
  f?.estado === 'na_fila' || f?.estado === 'enviando' || (f?.estado === 'erro' && f.id_envio !== undefined);

/**
 * The body of a queued send (POST /api/chamada/enviar), frozen when Enviar was pressed:
 * the chamada by its id when the device knows it, else by its class and date.
 */
export type CorpoEnvio = ({ id_chamada: number } | { id_turma: number; data_c: string }) & {
  status_c: 1;
  alunos: { id_aluno: number; presenca: 0 | 1 }[];
  observacao: string;
  feita_em: string;
  /** The sheet's trials, when it has any. */
  experimentais?: { id_experimental: number; presenca: 0 | 1 }[];
};

/** One outbox entry: its id is the Idempotency-Key. */
export type Envio = {
  id_envio: string;
  chave: string;
  id_turma: number;
  data_c: string;
  corpo: CorpoEnvio;
  criado_em: number;
};

/** What the app learnt of the session and the club, for opening without a network. */
export type Meta = {
  usuario?: { nome: string; adm: 0 | 1 };
  fuso?: string;
  /** Device time of the last refresh of the classes (ms). */
  preparado_em?: number;
};

interface Banco extends DBSchema {
  turmas: { key: number; value: TurmaLocal };
  folhas: { key: string; value: FolhaLocal; indexes: { por_estado: EstadoFolha } };
  envios: { key: string; value: Envio };
  meta: { key: string; value: Meta[keyof Meta] };
}

export type AparelhoAberto = IDBPDatabase<Banco>;

let aberto: Promise<AparelhoAberto> | null = null;

/** The one connection of this page (or worker); closed at once when another wants to delete the database. */
export function abrirAparelho(): Promise<AparelhoAberto> {
  aberto ??= openDB<Banco>(NOME_BANCO, 1, {
    upgrade(db) {
      db.createObjectStore('turmas', { keyPath: 'id_turma' });
      const folhas = db.createObjectStore('folhas', { keyPath: 'chave' });
      folhas.createIndex('por_estado', 'estado');
      db.createObjectStore('envios', { keyPath: 'id_envio' });
      db.createObjectStore('meta');
    },
    blocking() {
      fechar();
    },
    terminated() {
      aberto = null;
    },
  });
  return aberto;
}

export function fechar() {
  const a = aberto;
  aberto = null;
  void a?.then((db) => db.close()).catch(() => undefined);
}

export const chaveFolha = (idTurma: number, data: string) => `${idTurma}:${data}`;

export async function lerMeta<K extends keyof Meta>(k: K): Promise<Meta[K] | undefined> {
  return (await (await abrirAparelho()).get('meta', k)) as Meta[K] | undefined;
}

export async function gravarMeta<K extends keyof Meta>(k: K, v: Meta[K]) {
  await (await abrirAparelho()).put('meta', v, k);
}

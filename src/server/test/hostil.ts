// Tools of the hostile-input test (hostile-input.test.ts): the fields of a
// route read from its zod schemas, a valid request to start from, the hostile
// values per field type (the snapshot of every table: hostil-retrato.ts).
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { erroResposta } from '#shared/schemas/erro.ts';
import { dataNascimento, ID_MAXIMO, id, type z } from '#shared/schemas/fields.ts';
import { codificarCursor } from '#shared/schemas/lista.ts';
import { FUSO_TESTE } from './fuso';

export type Local = 'params' | 'querystring' | 'body';
type Tipo = 'id' | 'nascimento' | 'texto' | 'outro' | 'objeto' | 'lista';
type Caminho = (string | number)[];

/** One field of a request: where it is, its schema as declared, and what kind of value it takes. */
export interface Campo {
  local: Local;
  caminho: Caminho;
  schema: z.ZodType;
  tipo: Tipo;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
};
const def = (s: z.ZodType) => s.def as unknown as Def;

/** The schema under optional/nullable/default wrappers and pipes (the side that reads the input). */
function nucleo(s: z.ZodType): { base: z.ZodType; tipo?: Tipo } {
  for (;;) {
    if (s === id) return { base: s, tipo: 'id' };
    if (s === dataNascimento) return { base: s, tipo: 'nascimento' };
    const d = def(s);
    if (d.innerType) s = d.innerType;
    else if (d.type === 'pipe') s = def(d.in!).type === 'transform' ? d.out! : d.in!;
    else return { base: s };
  }
}

function tipoDe(s: z.ZodType): Tipo {
  const { base, tipo } = nucleo(s);
  if (tipo) return tipo;
  const t = def(base).type;
  if (t === 'object') return 'objeto';
  if (t === 'array') return 'lista';
  if (t === 'string') return 'texto';
  return 'outro';
}

/** Every field of a schema, nested ones included (arrays through their first element). */
export function campos(local: Local, raiz: z.ZodType | undefined): Campo[] {
  const lista: Campo[] = [];
  const visitar = (s: z.ZodType, caminho: Caminho) => {
    const tipo = tipoDe(s);
    if (caminho.length > 0) lista.push({ local, caminho, schema: s, tipo });
    const { base } = nucleo(s);
    const d = def(base);
    if (d.type === 'object') for (const [k, v] of Object.entries(d.shape!)) visitar(v, [...caminho, k]);
    if (d.type === 'array') visitar(d.element!, [...caminho, 0]);
  };
  if (raiz) visitar(raiz, []);
  return lista;
}

let proximoId = 900_000;
let proximoEmail = 0;

/** Valid values by field name, for the fields whose type alone does not say what is valid. */
const EXEMPLOS: Record<string, () => unknown> = {
  nome_pessoa: () => 'Maria Souza',
  pix_chave: () => '529.982.247-25',
  bolsa_motivo: () => 'Atleta',
  irmaos_motivo: () => 'Irmã matriculada',
  outro_motivo: () => 'Acordo',
  de: () => '2026-01-01',
  ate: () => '2026-01-31',
  pago_em: () => '2026-01-10',
  vigente_desde: () => '2026-12-01',
  recebido_em: () => '2026-01-10',
  ciencia_em: () => '2026-01-10',
  texto: () => 'Texto da nova versão do documento.',
  data: () => '2026-01-10',
  dt_nasc_pessoa: () => '1990-05-20',
  cpf_pessoa: () => '529.982.247-25',
  rg_pessoa: () => '12.345.678-9',
  email_pessoa: () => `pessoa${++proximoEmail}@teste.local`,
  telefone_pessoa: () => '(11) 98765-4321',
  genero: () => 'f',
  senha_pessoa: () => 'senha-segura-1',
  adm: () => 0,
  cep: () => '01310-100',
  estado: () => 'SP',
  cidade: () => 'São Paulo',
  bairro: () => 'Bela Vista',
  rua: () => 'Avenida Paulista',
  numero: () => '1000',
  nome_unidade: () => 'DEC Paulista',
  cnpj_unidade: () => '11.222.333/0001-81',
  telefone_unidade: () => '(11) 3333-4444',
  email_unidade: () => 'paulista@teste.local',
  mais_contatos: () => 'Secretaria',
  tipo: () => 'dec',
  tipo1: () => 'dec',
  tipo2: () => 'particular',
  nome_turma: () => 'Florete',
  qtd_maxima: () => 10,
  dia_semana: () => 'segunda',
  horario: () => '18:00',
  destro_canhoto: () => 'd',
  dt_inicio: () => '2026-01-10',
  tipo_plano: () => 'mensal',
  dia_pagamento: () => 10,
  tipo_aluno: () => 'pagante',
  financeiro: () => 'sim',
  dias_semana: () => 1,
  contrato_aceito: () => true,
  data_c: () => '2026-11-23',
  presenca: () => 1,
  observacao: () => 'Boa aula',
  caminho_foto: () => 'fotos/p.jpg',
  usuario: () => 'ninguem@teste.local',
  senha: () => 'senha-errada',
  atual: () => 'senha-errada',
  nova: () => 'sabre-lua-cravo-94',
  q: () => 'ana',
  pageSize: () => '10',
  limit: () => '10',
  offset: () => '0',
  chaves: () => ['lotada:1'],
  devolver_ate: () => '2026-01-10',
  email: () => 'ninguem@teste.local',
  token: () => 'A'.repeat(43),
  codigo: () => '123456',
  telefone: () => '(11) 98765-4321',
  dt_nasc: () => '1990-05-20',
};

/** Fields stored as sent (after trimming): an accepted value must be found in the database as it was. */
export const GUARDADOS_COMO_ENVIADOS = new Set([
  'nome_pessoa',
  'nome_unidade',
  'nome_turma',
  'bairro',
  'rua',
  'numero',
  'mais_contatos',
  'observacao',
  'caminho_foto',
]);

/**
 * A valid value for a schema: the example of its field name, else one built
 * from its type. Optional fields without an example are left out (except
 * objects, so their fields are reached); ids point at rows that do not exist.
 */
export function valido(s: z.ZodType, nome?: string | number): unknown {
  const { base, tipo } = nucleo(s);
  const opcional = s.safeParse(undefined).success;
  if (tipo === 'id') return opcional ? undefined : ++proximoId;
  if (typeof nome === 'string' && EXEMPLOS[nome]) {
    // Names repeat across schemas (a unit's `tipo`, a student list's `tipo`): the example only where it fits.
    const exemplo = EXEMPLOS[nome]();
    if (s.safeParse(exemplo).success) return exemplo;
  }
  const d = def(base);
  if (opcional && d.type !== 'object') return undefined;
  switch (d.type) {
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(d.shape!)) {
        const valor = valido(v, k);
        if (valor !== undefined) o[k] = valor;
      }
      // A rule across fields (one of two optional ways to name a thing): the first optional
      // field that, given, makes the whole valid.
      if (s.safeParse(o).success) return o;
      for (const [k, v] of Object.entries(d.shape!)) {
        if (o[k] !== undefined) continue;
        const tentativa = { ...o, [k]: valido(def(v).innerType ?? v, k) };
        if (s.safeParse(tentativa).success) return tentativa;
      }
      return o;
    }
    case 'array':
      return [valido(d.element!, nome)];
    case 'enum':
      return Object.values(d.entries!)[0];
    case 'literal':
      return d.values![0];
    case 'union':
      return valido(d.options![0], nome);
    case 'boolean':
      return true;
    case 'number':
      return 1;
    default:
      return 'abc';
  }
}

/** A copy of `raiz` with the value at `caminho` replaced (or removed when `valor` is undefined). */
export function trocar(raiz: unknown, caminho: Caminho, valor: unknown): unknown {
  if (caminho.length === 0) return valor;
  const [k, ...resto] = caminho;
  const copia = (Array.isArray(raiz) ? [...raiz] : { ...((raiz ?? {}) as object) }) as Record<
    string | number,
    unknown
  >;
  copia[k] = trocar(copia[k], resto, valor);
  if (copia[k] === undefined) delete copia[k];
  return copia;
}

// ---- Hostile values ---------------------------------------------------------------

/** Text no field may take: NUL, other control characters, half a surrogate pair (fields.ts). */
export const PROIBIDOS = ['a\u0000b', '\u0000', 'a\u0001b', '\u001b[0m', '\u007f\u0085'];
/**
 * Half a surrogate pair: refused in JSON. A URL cannot carry one (its bytes are
 * not UTF-8): a path answers 400, a query reads them as replacement characters.
 */
export const SURROGATAS = ['\ud800x', 'x\udc00'];

/** Text some fields may take (and must then store as sent): the 100 kB, search syntax, SQL, emoji. */
export const TEXTOS = [
  'x'.repeat(100_000),
  '"abc',
  'abc*',
  'ana NEAR bia',
  '-abc OR (x)',
  '%_\\',
  "'; drop table pessoa; --",
  '',
  'linha 1\nlinha 2\tfim',
  'Zoë 🤺 ação \u202e',
];

/** Wrong JSON types, for every field of a body. */
export const TIPOS_ERRADOS: unknown[] = [null, true, -1, 5.5, ['a'], { a: 1 }];

/** What no id is (fields.ts `id`): each must be refused with 400. */
export const IDS_RECUSADOS_JSON: unknown[] = [
  true,
  [5],
  5.5,
  '5abc',
  ' 5',
  0,
  '0',
  -1,
  2 ** 53,
  ID_MAXIMO + 1,
  '1e3',
  '0x10',
  '٣',
  '',
  {},
];
/** The same in a path or a querystring, where every value is text. */
export const IDS_RECUSADOS_URL = [
  'true',
  '[5]',
  '5.5',
  '5abc',
  ' 5',
  '0',
  '-1',
  String(2 ** 53),
  String(ID_MAXIMO + 1),
  '1e3',
  '0x10',
  '٣',
];
/** Birth dates the one rule refuses (rules/datas.ts nascimentoValido). */
export function nascimentosRecusados(): string[] {
  // The test club's tomorrow: the server compares with the club's day (TZ_CLUB).
  const amanha = new Date(`${hojeNoFuso(FUSO_TESTE)}T12:00:00Z`);
  amanha.setUTCDate(amanha.getUTCDate() + 1);
  return [
    '2999-01-01',
    '1800-01-01',
    '1899-12-31',
    amanha.toISOString().slice(0, 10),
    '2023-02-29',
    '2024-13-01',
    '1990-5-20',
    '20/05/1990',
    '1990-05-20T00:00:00Z',
  ];
}

/** Cursors of the right format whose key no row can have (lista.ts). */
export const CURSORES_RECUSADOS = [
  codificarCursor(['a\u0000b', 1]),
  codificarCursor(['x', 2 ** 53 - 1]),
  codificarCursor(['x', ID_MAXIMO + 1]),
  codificarCursor(['x', -1]),
  'bm90IGpzb24',
  '%%',
];

// ---- Answers --------------------------------------------------------------------------

const INGLES =
  /\b(invalid|expected|required|received|must|should|error|unexpected|not found|bad request|too (big|small)|unauthorized|forbidden|input|string|number|object|array|boolean)\b/i;

/** Why a 4xx body is not the one pt-BR error shape, or null when it is. */
export function erroForaDoPadrao(corpo: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(corpo);
  } catch {
    return 'corpo não é JSON';
  }
  const r = erroResposta.strict().safeParse(json);
  if (!r.success) return `fora do formato: ${corpo.slice(0, 200)}`;
  // A refused login's code in `message` (docs/product/messages.md) comes with its text in
  // `mensagem`.
  const texto = typeof r.data.message === 'string' ? r.data.message : r.data.mensagem;
  if (texto === undefined) return `código sem texto: ${corpo.slice(0, 200)}`;
  const textos = [texto, ...Object.values(r.data.campos ?? {})];
  const ingles = textos.find((t) => INGLES.test(t.replace(/^Dados inválidos\. [\w.]+: /, '')));
  if (ingles) return `mensagem em inglês: ${ingles.slice(0, 200)}`;
  if (!texto.trim()) return 'mensagem vazia';
  return null;
}

export const MENSAGENS_DE_ACESSO = { 401: MSG_RECUSA.naoAutenticado, 403: MSG_RECUSA.semPermissao } as const;

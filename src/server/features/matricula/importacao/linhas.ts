// The CSV of an import, read and checked row by row without the database: csv-parse
// reads the file (quotes, `;` or `,`, a BOM, line breaks inside quotes), the header is
// matched to the template's columns, and each row becomes the enrolment's pieces,
// validated by the same zod schemas and cross-field rules as the wizards. Every
// problem is kept, with its row and column, in pt-BR.
import { parse } from 'csv-parse/sync';
import { DIAS_POR_SEMANA, type TipoAluno } from '#shared/constants.ts';
import { MSG_IMP } from '#shared/messages/importacao.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { brParaIso, idade } from '#shared/rules/datas.ts';
import { precisaResponsavel } from '#shared/rules/passos.ts';
import { diaPagamento, tipoAluno, tipoPlano } from '#shared/schemas/aluno.ts';
import { type EnderecoInput, enderecoInput } from '#shared/schemas/endereco.ts';
import { dataIso, type z } from '#shared/schemas/fields.ts';
import {
  COLUNAS_IMPORTACAO,
  IMPORTACAO_MAX_LINHAS,
  type ProblemaImportacao,
} from '#shared/schemas/importacao.ts';
import {
  type AlunoDados,
  alunoDados,
  conferirMatricula,
  type MatriculaInput,
  type ResponsavelDados,
  responsavelDados,
} from '#shared/schemas/matricula.ts';

/** Lower case, no accents, single spaces: how headers and words are compared. */
export const normalizar = (v: string) =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const porTitulo = new Map(COLUNAS_IMPORTACAO.map((c) => [normalizar(c.titulo), c]));
const tituloDe = new Map(COLUNAS_IMPORTACAO.map((c) => [c.chave, c.titulo]));

/** One data row: its spreadsheet row number (the header is row 1) and its values by column key. */
interface Registro {
  linha: number;
  valores: Record<string, string>;
}

/** The file's rows by column, or the problems that stop reading it. */
export function lerCsv(texto: string): { registros: Registro[]; problemas: ProblemaImportacao[] } {
  const problemas: ProblemaImportacao[] = [];
  const arquivo = (mensagem: string) => problemas.push({ linha: null, coluna: null, mensagem });
  const primeira = texto.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', ',', '\t'].reduce((a, b) =>
    primeira.split(b).length > primeira.split(a).length ? b : a,
  );
  let linhas: string[][];
  try {
    linhas = parse(texto, { bom: true, delimiter, relax_column_count: true, trim: true });
  } catch (err) {
    arquivo(MSG_IMP.arquivoInvalido(err instanceof Error ? err.message : String(err)));
    return { registros: [], problemas };
  }
  const [cabecalho = [], ...dados] = linhas;
  const chaves: (string | null)[] = [];
  const vistas = new Set<string>();
  for (const titulo of cabecalho) {
    const coluna = porTitulo.get(normalizar(titulo));
    if (!coluna) {
      if (titulo.trim()) arquivo(MSG_IMP.colunaDesconhecida(titulo));
      chaves.push(null);
    } else if (vistas.has(coluna.chave)) {
      arquivo(MSG_IMP.colunaRepetida(titulo));
      chaves.push(null);
    } else {
      vistas.add(coluna.chave);
      chaves.push(coluna.chave);
    }
  }
  for (const c of COLUNAS_IMPORTACAO) if (!vistas.has(c.chave)) arquivo(MSG_IMP.colunaFaltando(c.titulo));
  const registros: Registro[] = [];
  dados.forEach((campos, i) => {
    if (campos.every((c) => c === '')) return; // an empty line
    const valores: Record<string, string> = {};
    chaves.forEach((k, j) => {
      if (k) valores[k] = campos[j] ?? '';
    });
    registros.push({ linha: i + 2, valores });
  });
  if (registros.length === 0 && problemas.length === 0) arquivo(MSG_IMP.arquivoVazio);
  if (registros.length > IMPORTACAO_MAX_LINHAS) {
    arquivo(MSG_IMP.muitasLinhas(IMPORTACAO_MAX_LINHAS));
    return { registros: [], problemas };
  }
  return { registros, problemas };
}

/** A row turned into what an enrolment writes, and its problems so far. */
export interface LinhaImportacao {
  linha: number;
  nome: string;
  tipo_aluno: TipoAluno | null;
  aluno: AlunoDados | null;
  /** Guardians kept (the wizard's rule: minors only; one in the school programme). */
  responsavel1: ResponsavelDados | null;
  responsavel2: ResponsavelDados | null;
  endereco: EnderecoInput | null;
  tipo_plano: MatriculaInput['tipo_plano'];
  dia_pagamento: MatriculaInput['dia_pagamento'];
  dt_inicio: string;
  /** The class codes or names as written. */
  turmas: string[];
  problemas: ProblemaImportacao[];
}

const SINONIMOS: Record<string, Record<string, string>> = {
  genero: { m: 'm', masculino: 'm', f: 'f', feminino: 'f' },
  mao: { d: 'd', destro: 'd', destra: 'd', direita: 'd', c: 'c', canhoto: 'c', canhota: 'c', esquerda: 'c' },
  tipo: {
    pagante: 'pagante',
    'nao pagante': 'naoPagante',
    naopagante: 'naoPagante',
    escola: 'escola',
    'programa escolar': 'escola',
  },
  plano: {
    mensal: 'mensal',
    'pacote mensal': 'mensal',
    semestral: 'semestral',
    '6 meses': 'semestral',
    anual: 'anual',
    '12 meses': 'anual',
  },
};

/** A word of a closed list (M, Feminino, Não pagante…) as the schema's value; unknown words pass as typed. */
const termo = (lista: keyof typeof SINONIMOS, v: string) => SINONIMOS[lista][normalizar(v)] ?? v;

/** DD/MM/AAAA (or AAAA-MM-DD) as ISO; anything else passes as typed, for the schema to refuse. */
const data = (v: string) => brParaIso(v) ?? v;

/** Validates a row given the club's "today". */
export function validarLinha(r: Registro, hoje: string): LinhaImportacao {
  const v = r.valores;
  const problemas: ProblemaImportacao[] = [];
  const problema = (chave: string | null, mensagem: string) =>
    problemas.push({ linha: r.linha, coluna: chave ? (tituloDe.get(chave) ?? chave) : null, mensagem });
  /** Parses with a schema; each issue is reported under the column its path names. */
  function validar<S extends z.ZodType>(schema: S, valor: unknown, colunaDe: (campo: string) => string) {
    const res = schema.safeParse(valor);
    if (res.success) return res.data as z.output<S>;
    for (const issue of res.error.issues) problema(colunaDe(String(issue.path[0] ?? '')), issue.message);
    return null;
  }
  const pessoa = (prefixo: string) => (campo: string) =>
    `${prefixo}${{ nome_pessoa: 'nome', dt_nasc_pessoa: 'nascimento', cpf_pessoa: 'cpf', rg_pessoa: 'rg', email_pessoa: 'email', telefone_pessoa: 'telefone', genero: 'genero', destro_canhoto: 'mao' }[campo] ?? campo}`;

  const aluno = validar(
    alunoDados,
    {
      nome_pessoa: v.nome,
      dt_nasc_pessoa: data(v.nascimento ?? ''),
      cpf_pessoa: v.cpf,
      rg_pessoa: v.rg,
      email_pessoa: v.email,
      telefone_pessoa: v.telefone,
      genero: termo('genero', v.genero ?? ''),
      destro_canhoto: termo('mao', v.mao ?? ''),
    },
    pessoa(''),
  );
  // The birth date after the club's day is refused beside its column, as the routes do.
  if (aluno && aluno.dt_nasc_pessoa > hoje) problema('nascimento', MSG_RECUSA.nascimentoInvalido);
  const tipo = validar(tipoAluno, termo('tipo', v.tipo ?? ''), () => 'tipo');
  const plano = v.plano ? validar(tipoPlano, termo('plano', v.plano), () => 'plano') : null;
  const dia = v.dia_pagamento
    ? validar(
        diaPagamento,
        /^\d+$/.test(v.dia_pagamento) ? Number(v.dia_pagamento) : v.dia_pagamento,
        () => 'dia_pagamento',
      )
    : null;
  let dt_inicio = hoje;
  if (v.matricula) {
    const iso = validar(dataIso, data(v.matricula), () => 'matricula');
    if (iso && iso > hoje) problema('matricula', MSG_IMP.matriculaFutura);
    else if (iso) dt_inicio = iso;
  }
  const endereco = validar(
    enderecoInput,
    { cep: v.cep, estado: v.estado, cidade: v.cidade, bairro: v.bairro, rua: v.rua, numero: v.numero },
    (c) => c,
  );
  const responsavel = (p: 'resp1' | 'resp2') => {
    const campos = ['nome', 'cpf', 'rg', 'email', 'telefone', 'genero'].map((c) => v[`${p}_${c}`] ?? '');
    if (campos.every((c) => c === '')) return null;
    return validar(
      responsavelDados,
      {
        nome_pessoa: v[`${p}_nome`],
        cpf_pessoa: v[`${p}_cpf`],
        rg_pessoa: v[`${p}_rg`],
        email_pessoa: v[`${p}_email`],
        telefone_pessoa: v[`${p}_telefone`],
        genero: termo('genero', v[`${p}_genero`] ?? ''),
      },
      pessoa(`${p}_`),
    );
  };
  let responsavel1 = responsavel('resp1');
  let responsavel2 = responsavel('resp2');

  const turmas = (v.turmas ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  if (turmas.length === 0) problema('turmas', MSG_RECUSA.campoObrigatorio);
  if (turmas.length > DIAS_POR_SEMANA.max) problema('turmas', MSG_IMP.turmasDemais(DIAS_POR_SEMANA.max));
  const vistas = new Set<string>();
  for (const t of turmas) {
    if (vistas.has(normalizar(t))) problema('turmas', MSG_IMP.turmaRepetida(t));
    vistas.add(normalizar(t));
  }

  // The wizard's cross-field rules, once the pieces are valid: the financial guardian is
  // guardian 1, as in the wizard's "sim".
  if (aluno && tipo && problemas.length === 0) {
    const erro = conferirMatricula(
      {
        tipo_aluno: tipo,
        aluno,
        responsavel1,
        responsavel2,
        financeiro: responsavel1 ? 'sim' : null,
        responsavel_financeiro: null,
        tipo_plano: plano,
        dia_pagamento: dia,
      },
      hoje,
    );
    if (erro) problema(null, erro);
    if (!precisaResponsavel(idade(aluno.dt_nasc_pessoa, hoje))) {
      responsavel1 = null; // an adult's guardian fields are ignored, as in the wizard
      responsavel2 = null;
    }
  }
  if (tipo === 'escola') responsavel2 = null;
  return {
    linha: r.linha,
    nome: v.nome ?? '',
    tipo_aluno: tipo,
    aluno,
    responsavel1,
    responsavel2,
    endereco,
    tipo_plano: tipo === 'pagante' ? plano : null,
    dia_pagamento: tipo === 'pagante' ? dia : null,
    dt_inicio,
    turmas,
    problemas,
  };
}

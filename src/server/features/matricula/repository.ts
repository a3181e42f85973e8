// SQL of the enrolment: the whole wizard saved in one transaction, the public
// reads the wizard needs, the granular admin inserts and the edit-mode save.
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables.ts';
import { HttpError } from '#server/http-error.ts';
import { DATA_NASC_RESPONSAVEL, ROTULO_DIA, type TipoAluno, type TipoUnidade } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { AlunoInput } from '#shared/schemas/aluno.ts';
import type { EnderecoInput } from '#shared/schemas/endereco.ts';
import type {
  AlunoDados,
  EdicaoMatriculaInput,
  MatriculaInput,
  ResponsavelDados,
} from '#shared/schemas/matricula.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Lower-case, no accents, single spaces: "SÃO  Paulo" -> "sao paulo". */
export const normalizarCidade = (v: string) =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * Units of the given tipos in a city, matched ignoring case and accents. The
 * city filter runs on the (small) set of units of those tipos: a club has tens
 * of units, not thousands, and accent folding is not portable SQL.
 */
export async function unidadesNaCidade(db: Db, cidade: string, tipos: TipoUnidade[]) {
  const alvo = normalizarCidade(cidade);
  if (!alvo) return [];
  const rows = await db
    .selectFrom('unidade')
    .innerJoin('endereco', 'endereco.id_endereco', 'unidade.id_endereco')
    .select(['unidade.id_unidade', 'unidade.nome_unidade', 'unidade.tipo', 'endereco.cidade'])
    .where('unidade.tipo', 'in', tipos)
    .orderBy('unidade.nome_unidade')
    .execute();
  return rows
    .filter((r) => normalizarCidade(r.cidade) === alvo)
    .map(({ id_unidade, nome_unidade, tipo }) => ({ id_unidade, nome_unidade, tipo }));
}

export const nomeFormatado = (t: {
  nome_turma: string;
  dia_semana: keyof typeof ROTULO_DIA;
  horario: string;
}) => `${t.nome_turma} - ${ROTULO_DIA[t.dia_semana]} às ${t.horario.slice(0, 5)}`;

/** Classes with their formatted name and free places, optionally of one unit. */
export async function turmasFormatadas(db: Db, idUnidade?: number) {
  let q = db
    .selectFrom('turma')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('aluno_has_turma')
          .select((e) => ['id_turma', e.fn.countAll<number | string>().as('ocupadas')])
          .groupBy('id_turma')
          .as('oc'),
      (join) => join.onRef('oc.id_turma', '=', 'turma.id_turma'),
    )
    .select([
      'turma.id_turma',
      'turma.id_unidade',
      'turma.nome_turma',
      'turma.dia_semana',
      'turma.horario',
      'turma.qtd_maxima',
      'oc.ocupadas',
    ])
    .orderBy('turma.id_unidade')
    .orderBy('turma.nome_turma')
    .orderBy('turma.id_turma');
  if (idUnidade !== undefined) q = q.where('turma.id_unidade', '=', idUnidade);
  const rows = await q.execute();
  return rows.map((r) => {
    const vagas = Math.max(0, r.qtd_maxima - Number(r.ocupadas ?? 0));
    return {
      id_turma: r.id_turma,
      id_unidade: r.id_unidade,
      nome_formatado: nomeFormatado(r),
      qtd_maxima: r.qtd_maxima,
      vagas,
      lotada: vagas === 0,
    };
  });
}

async function inserirEndereco(db: Db, e: EnderecoInput) {
  const { id_endereco } = await db
    .insertInto('endereco')
    .values(e)
    .returning('id_endereco')
    .executeTakeFirstOrThrow();
  return id_endereco;
}

async function inserirPessoa(db: Db, p: ResponsavelDados & { dt_nasc_pessoa: string }, idEndereco: number) {
  const { id_pessoa } = await db
    .insertInto('pessoa')
    .values(linhaPessoa(p, idEndereco))
    .returning('id_pessoa')
    .executeTakeFirstOrThrow();
  return id_pessoa;
}

/** A guardian person (fixed birth date, spec §7) and its responsavel_aluno row. */
async function inserirResponsavel(db: Db, r: ResponsavelDados, idEndereco: number) {
  const idPessoa = await inserirPessoa(db, { ...r, dt_nasc_pessoa: DATA_NASC_RESPONSAVEL }, idEndereco);
  return inserirResponsavelAluno(db, idPessoa);
}

export async function inserirResponsavelAluno(db: Db, idPessoa: number) {
  const { id_responsavel } = await db
    .insertInto('responsavel_aluno')
    .values({ id_pessoa: idPessoa })
    .returning('id_responsavel')
    .executeTakeFirstOrThrow();
  return id_responsavel;
}

export async function inserirAluno(db: Db, a: AlunoInput & { id_responsavel_financeiro?: number | null }) {
  const { id_aluno } = await db
    .insertInto('aluno')
    .values({
      id_pessoa: a.id_pessoa,
      destro_canhoto: a.destro_canhoto,
      id_responsavel: a.id_responsavel ?? null,
      id_responsavel2: a.id_responsavel2 ?? null,
      id_responsavel_financeiro: a.id_responsavel_financeiro ?? null,
      dt_inicio: a.dt_inicio,
      tipo_plano: a.tipo_plano ?? null,
      dia_pagamento: a.dia_pagamento ?? null,
      tipo_aluno: a.tipo_aluno,
    })
    .returning('id_aluno')
    .executeTakeFirstOrThrow();
  return id_aluno;
}

export const pessoaExiste = async (db: Db, idPessoa: number) =>
  !!(await db.selectFrom('pessoa').select('id_pessoa').where('id_pessoa', '=', idPessoa).executeTakeFirst());

export const responsavelExiste = async (db: Db, idResponsavel: number) =>
  !!(await db
    .selectFrom('responsavel_aluno')
    .select('id_responsavel')
    .where('id_responsavel', '=', idResponsavel)
    .executeTakeFirst());

/** The unit tipos each wizard may enrol into (spec §7). */
export const TIPOS_POR_CADASTRO: Record<TipoAluno, TipoUnidade[]> = {
  pagante: ['dec', 'particular'],
  naoPagante: ['dec'],
  escola: ['publica'],
};

/** The columns of a person the enrolment writes (never a login: no password, never an administrator). */
const linhaPessoa = (p: ResponsavelDados & { dt_nasc_pessoa: string }, idEndereco: number) => ({
  nome_pessoa: p.nome_pessoa,
  dt_nasc_pessoa: p.dt_nasc_pessoa,
  cpf_pessoa: p.cpf_pessoa,
  rg_pessoa: p.rg_pessoa,
  email_pessoa: p.email_pessoa,
  telefone_pessoa: p.telefone_pessoa,
  genero: p.genero,
  id_endereco: idEndereco,
  senha_pessoa: null,
  adm: 0 as const,
});

/**
 * Inserts several persons with one statement and answers their ids in the order
 * of `pessoas`. RETURNING does not promise an order, but the ids do: both
 * dialects number the rows of one INSERT in the order of its VALUES (SQLite's
 * autoincrement takes max + 1 per row; PostgreSQL calls the sequence once per
 * row, in order, so concurrent inserts can interleave but never reorder ours).
 */
async function inserirPessoas(
  db: Db,
  pessoas: (ResponsavelDados & { dt_nasc_pessoa: string })[],
  idEndereco: number,
) {
  const rows = await db
    .insertInto('pessoa')
    .values(pessoas.map((p) => linhaPessoa(p, idEndereco)))
    .returning('id_pessoa')
    .execute();
  return rows.map((r) => r.id_pessoa).sort((a, b) => a - b);
}

/**
 * Capacity check of every class of an enrolment: each must belong to the unit and
 * have a free place, else the first failing class (in the order chosen) throws.
 * PostgreSQL locks the class rows first (in id order, so two enrolments never
 * deadlock) and counts after the lock, with a fresh snapshot: two enrolments
 * cannot both take the last place. SQLite serialises write transactions, so one
 * statement reads the classes and their counts.
 */
async function conferirVagas(db: Db, dialect: Dialect, turmas: number[], idUnidade: number) {
  const ocupadas = new Map<number, number>();
  let encontradas: { id_turma: number; id_unidade: number; qtd_maxima: number }[];
  if (dialect === 'postgres') {
    encontradas = await db
      .selectFrom('turma')
      .select(['id_turma', 'id_unidade', 'qtd_maxima'])
      .where('id_turma', 'in', turmas)
      .orderBy('id_turma')
      .forUpdate()
      .execute();
    const contagens = await db
      .selectFrom('aluno_has_turma')
      .select((e) => ['id_turma', e.fn.countAll<number | string>().as('n')])
      .where('id_turma', 'in', turmas)
      .groupBy('id_turma')
      .execute();
    for (const c of contagens) ocupadas.set(c.id_turma, Number(c.n));
  } else {
    const rows = await db
      .selectFrom('turma')
      .select((eb) => [
        'turma.id_turma',
        'turma.id_unidade',
        'turma.qtd_maxima',
        eb
          .selectFrom('aluno_has_turma as aht')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('aht.id_turma', '=', 'turma.id_turma')
          .as('n'),
      ])
      .where('turma.id_turma', 'in', turmas)
      .execute();
    for (const r of rows) ocupadas.set(r.id_turma, Number(r.n ?? 0));
    encontradas = rows;
  }
  const porId = new Map(encontradas.map((t) => [t.id_turma, t]));
  for (const idTurma of turmas) {
    const turma = porId.get(idTurma);
    if (!turma || turma.id_unidade !== idUnidade) throw new HttpError(400, MSG.turmaForaDaUnidade);
    if ((ocupadas.get(idTurma) ?? 0) >= turma.qtd_maxima)
      throw new HttpError(409, MSG.turmaLotada, { id_turma: idTurma });
  }
}

/**
 * Writes a whole enrolment. Call inside one transaction: any error (a class
 * that filled up, a constraint) rolls everything back. `menor` says whether the
 * guardian data is used (an adult's guardian fields are ignored).
 *
 * Statements: the unit, the address, every person (one multi-row insert), their
 * guardian rows (one), the student, the capacity check (one on SQLite, lock and
 * count on PostgreSQL) and the class links (one). The class rows are read last,
 * so PostgreSQL holds their lock only for the links and the commit.
 */
export async function salvarMatricula(
  trx: Db,
  dialect: Dialect,
  m: MatriculaInput,
  { hoje, menor, agora }: { hoje: string; menor: boolean; agora: number },
) {
  const unidade = await trx
    .selectFrom('unidade')
    .select(['id_unidade', 'tipo'])
    .where('id_unidade', '=', m.id_unidade)
    .executeTakeFirst();
  if (!unidade || !TIPOS_POR_CADASTRO[m.tipo_aluno].includes(unidade.tipo)) {
    throw new HttpError(400, MSG.unidadeInvalida);
  }

  // The guardians this wizard keeps (spec §7), then the student, as one insert.
  const responsaveis: ResponsavelDados[] = [];
  let r2 = -1;
  let rf = -1;
  if (menor && m.responsavel1) {
    responsaveis.push(m.responsavel1);
    if (m.tipo_aluno !== 'escola' && m.responsavel2) r2 = responsaveis.push(m.responsavel2) - 1;
    if (m.tipo_aluno === 'pagante' && m.financeiro === 'nao' && m.responsavel_financeiro)
      rf = responsaveis.push(m.responsavel_financeiro) - 1;
  }
  const idEndereco = await inserirEndereco(trx, m.endereco);
  const idsPessoa = await inserirPessoas(
    trx,
    [...responsaveis.map((r) => ({ ...r, dt_nasc_pessoa: DATA_NASC_RESPONSAVEL })), m.aluno],
    idEndereco,
  );
  const idPessoa = idsPessoa[responsaveis.length];
  const idsResponsavel: number[] = [];
  if (responsaveis.length > 0) {
    const rows = await trx
      .insertInto('responsavel_aluno')
      .values(idsPessoa.slice(0, responsaveis.length).map((id_pessoa) => ({ id_pessoa })))
      .returning(['id_responsavel', 'id_pessoa'])
      .execute();
    const porPessoa = new Map(rows.map((r) => [r.id_pessoa, r.id_responsavel]));
    for (let i = 0; i < responsaveis.length; i++) idsResponsavel.push(porPessoa.get(idsPessoa[i])!);
  }
  const idResp1 = idsResponsavel[0] ?? null;
  const pagante = m.tipo_aluno === 'pagante';
  const contrato = unidade.tipo === 'dec' ? 'clube' : 'escola';
  const { id_aluno: idAluno } = await trx
    .insertInto('aluno')
    .values({
      id_pessoa: idPessoa,
      destro_canhoto: m.aluno.destro_canhoto,
      id_responsavel: idResp1,
      id_responsavel2: r2 >= 0 ? idsResponsavel[r2] : null,
      id_responsavel_financeiro:
        pagante && idResp1 !== null ? (rf >= 0 ? idsResponsavel[rf] : idResp1) : null,
      dt_inicio: hoje,
      tipo_plano: pagante ? m.tipo_plano : null,
      dia_pagamento: pagante ? m.dia_pagamento : null,
      tipo_aluno: m.tipo_aluno,
      contrato,
      contrato_aceito_em: agora,
    })
    .returning('id_aluno')
    .executeTakeFirstOrThrow();

  await conferirVagas(trx, dialect, m.turmas, m.id_unidade);
  await trx
    .insertInto('aluno_has_turma')
    .values(m.turmas.map((id_turma) => ({ id_aluno: idAluno, id_turma })))
    .execute();
  return { id_aluno: idAluno, id_pessoa: idPessoa, contrato };
}

/** GET /api/aluno/allData/{id_aluno}: the edit mode's read (spec §3), or undefined. */
export async function alunoAllData(db: Db, idAluno: number) {
  return db
    .selectFrom('aluno')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'aluno.id_pessoa')
    .leftJoin('endereco as e', 'e.id_endereco', 'p.id_endereco')
    .leftJoin('responsavel_aluno as ra1', 'ra1.id_responsavel', 'aluno.id_responsavel')
    .leftJoin('pessoa as r1', 'r1.id_pessoa', 'ra1.id_pessoa')
    .leftJoin('responsavel_aluno as ra2', 'ra2.id_responsavel', 'aluno.id_responsavel2')
    .leftJoin('pessoa as r2', 'r2.id_pessoa', 'ra2.id_pessoa')
    .leftJoin('responsavel_aluno as raf', 'raf.id_responsavel', 'aluno.id_responsavel_financeiro')
    .leftJoin('pessoa as rf', 'rf.id_pessoa', 'raf.id_pessoa')
    .select([
      'aluno.id_aluno',
      'aluno.id_pessoa',
      'aluno.tipo_aluno',
      'aluno.dt_inicio',
      'aluno.contrato',
      'aluno.contrato_aceito_em',
      'p.nome_pessoa as nome_aluno',
      'p.email_pessoa as email_aluno',
      'p.cpf_pessoa as cpf_aluno',
      'p.genero as genero_aluno',
      'p.rg_pessoa as rg_aluno',
      'p.telefone_pessoa as telefone_aluno',
      'p.dt_nasc_pessoa as data_nascimento_aluno',
      'aluno.destro_canhoto',
      'r1.nome_pessoa as nome_responsavel1',
      'r1.email_pessoa as email_responsavel1',
      'r1.cpf_pessoa as cpf_responsavel1',
      'r1.rg_pessoa as rg_responsavel1',
      'r1.telefone_pessoa as telefone_responsavel1',
      'r1.genero as genero_responsavel1',
      'r2.nome_pessoa as nome_responsavel2',
      'r2.email_pessoa as email_responsavel2',
      'r2.cpf_pessoa as cpf_responsavel2',
      'r2.rg_pessoa as rg_responsavel2',
      'r2.telefone_pessoa as telefone_responsavel2',
      'r2.genero as genero_responsavel2',
      'rf.nome_pessoa as nome_responsavel_financeiro',
      'rf.email_pessoa as email_responsavel_financeiro',
      'rf.cpf_pessoa as cpf_responsavel_financeiro',
      'rf.rg_pessoa as rg_responsavel_financeiro',
      'rf.telefone_pessoa as telefone_responsavel_financeiro',
      'rf.genero as genero_responsavel_financeiro',
      'aluno.id_responsavel',
      'aluno.id_responsavel_financeiro',
      'e.cep',
      'e.rua',
      'e.bairro',
      'e.cidade',
      'e.estado',
      'e.numero as numero_aluno',
      'aluno.dia_pagamento',
      'aluno.tipo_plano',
    ])
    .where('aluno.id_aluno', '=', idAluno)
    .executeTakeFirst();
}

function dadosPessoa(p: ResponsavelDados) {
  return {
    nome_pessoa: p.nome_pessoa,
    cpf_pessoa: p.cpf_pessoa,
    rg_pessoa: p.rg_pessoa,
    email_pessoa: p.email_pessoa,
    telefone_pessoa: p.telefone_pessoa,
    genero: p.genero,
  };
}

/** Updates a guardian slot: edits the linked person, creates one, or unlinks. */
async function salvarResponsavel(
  trx: Db,
  atual: number | null,
  dados: ResponsavelDados | null | undefined,
  idEndereco: number,
): Promise<number | null> {
  if (!dados) return null;
  if (atual === null) return inserirResponsavel(trx, dados, idEndereco);
  const ra = await trx
    .selectFrom('responsavel_aluno')
    .select('id_pessoa')
    .where('id_responsavel', '=', atual)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('pessoa')
    .set({ ...dadosPessoa(dados), id_endereco: idEndereco })
    .where('id_pessoa', '=', ra.id_pessoa)
    .execute();
  return atual;
}

/**
 * Edit mode's save, in one transaction: the address, the student's person,
 * the guardians and (paying students) the plan and due day. Returns false when
 * the student does not exist.
 */
export async function salvarEdicao(trx: Db, idAluno: number, e: EdicaoMatriculaInput, menor: boolean) {
  const atual = await trx
    .selectFrom('aluno')
    .innerJoin('pessoa', 'pessoa.id_pessoa', 'aluno.id_pessoa')
    .select([
      'aluno.id_pessoa',
      'aluno.tipo_aluno',
      'aluno.id_responsavel',
      'aluno.id_responsavel2',
      'aluno.id_responsavel_financeiro',
      'pessoa.id_endereco',
    ])
    .where('aluno.id_aluno', '=', idAluno)
    .executeTakeFirst();
  if (!atual) return false;

  let idEndereco = atual.id_endereco;
  if (idEndereco === null) idEndereco = await inserirEndereco(trx, e.endereco);
  else await trx.updateTable('endereco').set(e.endereco).where('id_endereco', '=', idEndereco).execute();

  const aluno: AlunoDados = e.aluno;
  await trx
    .updateTable('pessoa')
    .set({ ...dadosPessoa(aluno), dt_nasc_pessoa: aluno.dt_nasc_pessoa, id_endereco: idEndereco })
    .where('id_pessoa', '=', atual.id_pessoa)
    .execute();

  const escola = atual.tipo_aluno === 'escola';
  const pagante = atual.tipo_aluno === 'pagante';
  const idResp1 = menor
    ? await salvarResponsavel(trx, atual.id_responsavel, e.responsavel1, idEndereco)
    : null;
  const idResp2 =
    menor && !escola ? await salvarResponsavel(trx, atual.id_responsavel2, e.responsavel2, idEndereco) : null;
  let idFinanceiro: number | null = null;
  if (menor && pagante) {
    if (e.financeiro === 'nao') {
      const separado =
        atual.id_responsavel_financeiro !== atual.id_responsavel ? atual.id_responsavel_financeiro : null;
      idFinanceiro = await salvarResponsavel(trx, separado, e.responsavel_financeiro, idEndereco);
    } else {
      idFinanceiro = idResp1;
    }
  }
  await trx
    .updateTable('aluno')
    .set({
      destro_canhoto: aluno.destro_canhoto,
      // An adult's wizard has no guardian steps: existing links stay as they are.
      ...(menor
        ? { id_responsavel: idResp1, id_responsavel2: idResp2, id_responsavel_financeiro: idFinanceiro }
        : {}),
      ...(pagante ? { tipo_plano: e.tipo_plano ?? null, dia_pagamento: e.dia_pagamento ?? null } : {}),
    })
    .where('id_aluno', '=', idAluno)
    .execute();
  return true;
}

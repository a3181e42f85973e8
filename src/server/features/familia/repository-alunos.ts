// What a family reads about its students (policies/familia.ts decides which): the list, one
// student in full (classes, the last 90 days' attendance, charges with their public page,
// receipts, documents) and the weekly classes of the calendar feed. Each part one indexed
// statement by the student's id.
import type { Executor } from '#server/db/executor.ts';
import { alunoDaFamilia } from '#server/policies/index.ts';
import { documentoDoContrato, versoesVigentes } from '#server/repositories/consentimentos.ts';
import { nonceDoLink, tokenDe } from '#server/repositories/links-publicos.ts';
import { turmasComUnidade } from '#server/repositories/turmas-com-unidade.ts';
import { instanteIso, somarDias } from '#shared/rules/datas.ts';
import { valorDevidoHoje } from '#shared/rules/financeiro-valores.ts';
import type {
  AlunoFamilia,
  AlunosFamilia,
  CobrancaFamilia,
  FinalidadeFamilia,
  FrequenciaFamilia,
  ReciboFamilia,
  TurmaFamilia,
  VersaoFamilia,
} from '#shared/schemas/familia.ts';
import { type Documento, FINALIDADES, type Finalidade } from '#shared/schemas/privacidade.ts';

/** Days of attendance a family sees. */
const DIAS_DE_FREQUENCIA = 90;

/** The students `id_pessoa` answers for, by name. */
export async function alunosDaFamilia(db: Executor, id_pessoa: number, hoje: string): Promise<AlunosFamilia> {
  const linhas = await db
    .selectFrom('aluno as a')
    .innerJoin('pessoa as pa', 'pa.id_pessoa', 'a.id_pessoa')
    .select(['a.id_aluno', 'pa.nome_pessoa as nome'])
    .where(alunoDaFamilia(id_pessoa, hoje, 'a', 'pa'))
    .orderBy('pa.nome_pessoa')
    .orderBy('a.id_aluno')
    .execute();
  return linhas;
}

/** The student when `id_pessoa` answers for them, with their guardians' names; else undefined. */
export function alunoVisivel(db: Executor, id_pessoa: number, id_aluno: number, hoje: string) {
  return db
    .selectFrom('aluno as a')
    .innerJoin('pessoa as pa', 'pa.id_pessoa', 'a.id_pessoa')
    .leftJoin('pessoa as p1', 'p1.id_pessoa', 'a.id_responsavel')
    .leftJoin('pessoa as p2', 'p2.id_pessoa', 'a.id_responsavel2')
    .select([
      'a.id_aluno',
      'pa.nome_pessoa as nome',
      'a.tipo_aluno',
      'a.contrato',
      'p1.nome_pessoa as responsavel1',
      'p2.nome_pessoa as responsavel2',
    ])
    .where('a.id_aluno', '=', id_aluno)
    .where(alunoDaFamilia(id_pessoa, hoje, 'a', 'pa'))
    .executeTakeFirst();
}

/** The student's weekly classes, segunda first. */
export async function turmasDoAluno(db: Executor, id_aluno: number): Promise<TurmaFamilia[]> {
  const turmas = await turmasComUnidade(db, { id_aluno });
  return turmas.map((t) => ({
    id_turma: t.id_turma,
    nome_turma: t.nome_turma,
    dia_semana: t.dia_semana,
    horario: t.horario,
    unidade: { nome: t.nome_unidade, endereco: t.endereco_unidade || null },
  }));
}

/** Marks of the last DIAS_DE_FREQUENCIA days up to `hoje`, newest first. */
function frequencia(db: Executor, id_aluno: number, hoje: string) {
  return db
    .selectFrom('chamada_aluno as ca')
    .innerJoin('chamada as c', 'c.id_chamada', 'ca.id_chamada')
    .innerJoin('turma as t', 't.id_turma', 'c.id_turma')
    .select(['c.data_c as data', 't.id_turma', 't.nome_turma', 'ca.presenca'])
    .where('ca.id_aluno', '=', id_aluno)
    .where('c.data_c', '>', somarDias(hoje, -DIAS_DE_FREQUENCIA))
    .where('c.data_c', '<=', hoje)
    .orderBy('c.data_c', 'desc')
    .orderBy('t.nome_turma')
    .execute();
}

/** The student's charges but cancelled ones, newest due date first, with the nonce of each one's live public link. */
function cobrancas(db: Executor, id_aluno: number, agora: number) {
  return db
    .selectFrom('cobranca as c')
    .select((eb) => [
      'c.id_cobranca',
      'c.competencia',
      'c.vencimento',
      'c.valor',
      'c.status',
      'c.multa_centesimos',
      'c.juros_centesimos_mes',
      nonceDoLink(eb, agora),
    ])
    .where('c.id_aluno', '=', id_aluno)
    .where('c.status', '!=', 'cancelada')
    .orderBy('c.vencimento', 'desc')
    .execute();
}

/** Receipts of the student's payments that stand (not reversed), newest first. */
function recibos(db: Executor, id_aluno: number) {
  return db
    .selectFrom('pagamento as pg')
    .innerJoin('cobranca as c', 'c.id_cobranca', 'pg.id_cobranca')
    .select(['pg.numero_recibo', 'c.competencia', 'pg.pago_em', 'pg.valor', 'pg.forma'])
    .where('c.id_aluno', '=', id_aluno)
    .where('pg.estornado_em', 'is', null)
    .orderBy('pg.pago_em', 'desc')
    .orderBy('pg.numero_recibo', 'desc')
    .execute();
}

/**
 * The student's documents: what was accepted (the newest version of each document), the
 * current versions still to accept (the contract of the student's kind, the privacy
 * notice) and each optional purpose's current version with its latest answer.
 */
export async function documentosDoAluno(
  db: Executor,
  id_aluno: number,
  contrato: string | null,
  hoje: string,
): Promise<AlunoFamilia['documentos']> {
  const doContrato = documentoDoContrato(contrato);
  const aAceitar: Documento[] = doContrato ? [doContrato, 'aviso_privacidade'] : ['aviso_privacidade'];
  const [vigentes, aceites, respostas] = await Promise.all([
    versoesVigentes(db, [...aAceitar, ...FINALIDADES], hoje),
    db
      .selectFrom('aceite as ac')
      .innerJoin('documento_versao as d', 'd.id_documento_versao', 'ac.id_documento_versao')
      .select(['d.documento', 'd.titulo', 'd.versao', 'ac.em'])
      .where('ac.id_aluno', '=', id_aluno)
      .orderBy('d.versao', 'desc')
      .orderBy('ac.em', 'desc')
      .execute(),
    db
      .selectFrom('consentimento_finalidade as cf')
      .innerJoin('documento_versao as d', 'd.id_documento_versao', 'cf.id_documento_versao')
      .select(['d.documento', 'd.versao', 'cf.consente', 'cf.em'])
      .where('cf.id_aluno', '=', id_aluno)
      .orderBy('cf.em', 'desc')
      .orderBy('cf.id_consentimento', 'desc')
      .execute(),
  ]);
  const versao = ({
    id_documento_versao,
    documento,
    titulo,
    versao,
    texto,
    pdf_sha256,
  }: (typeof vigentes)[number]): VersaoFamilia => ({
    id_documento_versao,
    documento,
    titulo,
    versao,
    texto,
    pdf_sha256,
  });
  const aceitos = aAceitar.flatMap((documento) => {
    const a = aceites.find((x) => x.documento === documento);
    return a ? [{ documento, titulo: a.titulo, versao: a.versao, aceito_em: instanteIso(a.em) }] : [];
  });
  const pendentes = vigentes
    .filter(
      (v) =>
        aAceitar.includes(v.documento) &&
        !aceites.some((a) => a.documento === v.documento && a.versao >= v.versao),
    )
    .map(versao);
  const finalidades = FINALIDADES.map((finalidade: Finalidade): FinalidadeFamilia => {
    const atual = vigentes.find((v) => v.documento === finalidade)!;
    const r = respostas.find((x) => x.documento === finalidade);
    return {
      finalidade,
      versao_atual: versao(atual),
      consente: r ? Number(r.consente) === 1 : null,
      versao_respondida: r ? r.versao : null,
      respondido_em: r ? instanteIso(r.em) : null,
    };
  });
  return { aceitos, pendentes, finalidades };
}

/**
 * One of the family's students in full, or null when `id_pessoa` does not answer for them.
 * Charges and receipts only for a paying student; each open charge with its public page.
 */
export async function alunoDaFamiliaCompleto(
  db: Executor,
  segredo: string,
  id_pessoa: number,
  id_aluno: number,
  hoje: string,
  agora = Date.now(),
): Promise<AlunoFamilia | null> {
  const aluno = await alunoVisivel(db, id_pessoa, id_aluno, hoje);
  if (!aluno) return null;
  const pagante = aluno.tipo_aluno === 'pagante';
  const [turmas, marcas, contas, pagos, documentos] = await Promise.all([
    turmasDoAluno(db, id_aluno),
    frequencia(db, id_aluno, hoje),
    pagante ? cobrancas(db, id_aluno, agora) : [],
    pagante ? recibos(db, id_aluno) : [],
    documentosDoAluno(db, id_aluno, aluno.contrato, hoje),
  ]);
  return {
    id_aluno: aluno.id_aluno,
    nome: aluno.nome,
    responsaveis: [aluno.responsavel1, aluno.responsavel2].flatMap((nome) => (nome ? [{ nome }] : [])),
    turmas,
    frequencia: marcas.map(
      (m): FrequenciaFamilia => ({
        data: m.data,
        id_turma: m.id_turma,
        nome_turma: m.nome_turma,
        presenca: Number(m.presenca) === 1 ? ('presente' as const) : ('falta' as const),
      }),
    ),
    pagante,
    cobrancas: contas.map((c): CobrancaFamilia => {
      const aberta = c.status === 'aberta';
      return {
        id_cobranca: c.id_cobranca,
        competencia: c.competencia,
        vencimento: c.vencimento,
        valor: c.valor,
        valor_hoje: aberta ? valorDevidoHoje(c.valor, c.vencimento, c, hoje) : 0,
        status: c.status,
        vencida: aberta && c.vencimento < hoje,
        link:
          aberta && c.nonce
            ? `/pagar/${tokenDe(segredo, 'cobranca', c.id_cobranca, c.nonce as string)}`
            : null,
      };
    }),
    recibos: pagos.map(
      (r): ReciboFamilia => ({
        numero_recibo: r.numero_recibo,
        competencia: r.competencia,
        pago_em: r.pago_em,
        valor: r.valor,
        forma: r.forma,
      }),
    ),
    documentos,
  };
}

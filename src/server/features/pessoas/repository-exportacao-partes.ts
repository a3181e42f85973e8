// The parts of a person's export (repository-exportacao.ts), each read as the statement
// says it: names instead of ids, days as YYYY-MM-DD, instants as ISO 8601, nothing internal.
import type { Executor } from '#server/db/executor.ts';
import type { Exportacao, Relacao } from '#shared/schemas/pessoas-dados.ts';

/** A stored instant (epoch milliseconds) as ISO 8601. */
const iso = (ms: number | string | bigint) => new Date(Number(ms)).toISOString();
const isoOuNulo = (ms: number | string | bigint | null | undefined) => (ms == null ? null : iso(ms));

export async function dadosDaPessoa(db: Executor, id: number): Promise<Exportacao['dados'] | null> {
  const p = await db
    .selectFrom('pessoa as p')
    .leftJoin('endereco as e', 'e.id_endereco', 'p.id_endereco')
    .select([
      'p.nome_pessoa',
      'p.dt_nasc_pessoa',
      'p.cpf_pessoa',
      'p.rg_pessoa',
      'p.email_pessoa',
      'p.telefone_pessoa',
      'p.genero',
      'p.anonimizada_em',
      'e.id_endereco',
      'e.cep',
      'e.rua',
      'e.numero',
      'e.bairro',
      'e.cidade',
      'e.estado',
    ])
    .where('p.id_pessoa', '=', id)
    .executeTakeFirst();
  if (!p) return null;
  return {
    nome: p.nome_pessoa,
    nascimento: p.dt_nasc_pessoa,
    anonimizada_em: isoOuNulo(p.anonimizada_em),
    cpf: p.cpf_pessoa,
    rg: p.rg_pessoa,
    email: p.email_pessoa,
    telefone: p.telefone_pessoa,
    genero: p.genero,
    endereco:
      p.id_endereco == null
        ? null
        : {
            cep: p.cep ?? '',
            rua: p.rua ?? '',
            numero: p.numero ?? '',
            bairro: p.bairro ?? '',
            cidade: p.cidade ?? '',
            estado: p.estado ?? '',
          },
  };
}

const RELACAO_COLUNA = {
  responsavel1: 'id_responsavel',
  responsavel2: 'id_responsavel2',
  responsavel_financeiro: 'id_responsavel_financeiro',
} as const satisfies Record<Relacao, string>;
const relacoes = Object.entries(RELACAO_COLUNA) as [Relacao, (typeof RELACAO_COLUNA)[Relacao]][];

/** The student's enrolment and guardians (none when the person is not a student). */
export async function matriculaDaPessoa(
  db: Executor,
  id: number,
): Promise<Pick<Exportacao, 'matricula' | 'responsaveis'>> {
  const a = await db.selectFrom('aluno').selectAll().where('id_aluno', '=', id).executeTakeFirst();
  if (!a) return { matricula: null, responsaveis: [] };
  const ids = relacoes.flatMap(([, c]) => (a[c] == null ? [] : [a[c] as number]));
  const pessoas = ids.length
    ? await db
        .selectFrom('pessoa')
        .select(['id_pessoa', 'nome_pessoa', 'telefone_pessoa', 'email_pessoa'])
        .where('id_pessoa', 'in', ids)
        .execute()
    : [];
  const porId = new Map(pessoas.map((p) => [p.id_pessoa, p]));
  return {
    matricula: {
      tipo_aluno: a.tipo_aluno,
      tipo_plano: a.tipo_plano,
      dia_pagamento: a.dia_pagamento,
      destro_canhoto: a.destro_canhoto,
      inicio: a.dt_inicio,
      saida: a.inativo_desde ?? null,
      motivo_saida: a.motivo_inativo ?? null,
    },
    responsaveis: relacoes.flatMap(([relacao, c]) => {
      const p = a[c] == null ? undefined : porId.get(a[c] as number);
      return p ? [{ nome: p.nome_pessoa, relacao, telefone: p.telefone_pessoa, email: p.email_pessoa }] : [];
    }),
  };
}

/** The students the person is a guardian of, by name. */
export async function responsavelPor(db: Executor, id: number): Promise<Exportacao['responsavel_por']> {
  const alunos = await db
    .selectFrom('aluno as a')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_aluno')
    .select(['p.nome_pessoa', 'a.id_responsavel', 'a.id_responsavel2', 'a.id_responsavel_financeiro'])
    .where((eb) =>
      eb.or([
        eb('a.id_responsavel', '=', id),
        eb('a.id_responsavel2', '=', id),
        eb('a.id_responsavel_financeiro', '=', id),
      ]),
    )
    .where('a.id_aluno', '<>', id)
    .orderBy('p.nome_pessoa')
    .execute();
  return alunos.flatMap((a) =>
    relacoes.filter(([, c]) => a[c] === id).map(([relacao]) => ({ nome: a.nome_pessoa, relacao })),
  );
}

/** The classes the student is in now and those left when the enrolment ended. */
export async function turmasDaPessoa(db: Executor, id: number): Promise<Exportacao['turmas']> {
  const atuais = await db
    .selectFrom('aluno_has_turma as x')
    .innerJoin('turma as t', 't.id_turma', 'x.id_turma')
    .select(['t.nome_turma', 't.dia_semana', 't.horario', 'x.dt_entrada'])
    .where('x.id_aluno', '=', id)
    .orderBy('t.nome_turma')
    .execute();
  const anteriores = await db
    .selectFrom('aluno_turma_anterior as x')
    .innerJoin('turma as t', 't.id_turma', 'x.id_turma')
    .select(['t.nome_turma', 't.dia_semana', 't.horario', 'x.dt_entrada'])
    .where('x.id_aluno', '=', id)
    .orderBy('t.nome_turma')
    .execute();
  const comoTurma = (atual: boolean) => (t: (typeof atuais)[number]) => ({
    nome: t.nome_turma,
    dia_semana: t.dia_semana,
    horario: String(t.horario).slice(0, 5),
    desde: t.dt_entrada ?? null,
    atual,
  });
  return [...atuais.map(comoTurma(true)), ...anteriores.map(comoTurma(false))];
}

export async function frequenciaDaPessoa(db: Executor, id: number): Promise<Exportacao['frequencia']> {
  const marcas = await db
    .selectFrom('chamada_aluno as ca')
    .innerJoin('chamada as c', 'c.id_chamada', 'ca.id_chamada')
    .innerJoin('turma as t', 't.id_turma', 'c.id_turma')
    .select(['c.data_c', 't.nome_turma', 'ca.presenca'])
    .where('ca.id_aluno', '=', id)
    .orderBy('c.data_c')
    .orderBy('t.nome_turma')
    .execute();
  return marcas.map((m) => ({ data: m.data_c, turma: m.nome_turma, presente: Number(m.presenca) === 1 }));
}

/** As a teacher: the situation and the classes taught; their chamadas and requests. */
export async function professorDaPessoa(
  db: Executor,
  id: number,
): Promise<Pick<Exportacao, 'professor' | 'atividade'>> {
  const p = await db
    .selectFrom('professor')
    .select('inativo_desde')
    .where('id_professor', '=', id)
    .executeTakeFirst();
  const turmas = p
    ? await db
        .selectFrom('turma')
        .select(['nome_turma', 'dia_semana', 'horario'])
        .where('id_professor', '=', id)
        .orderBy('nome_turma')
        .execute()
    : [];
  const registros = await db
    .selectFrom('chamada_registro as r')
    .innerJoin('chamada as c', 'c.id_chamada', 'r.id_chamada')
    .innerJoin('turma as t', 't.id_turma', 'c.id_turma')
    .select(['r.tipo', 'r.feito_em as em', 't.nome_turma'])
    .where('r.id_pessoa', '=', id)
    .execute();
  const pedidos = await db
    .selectFrom('pedido_correcao as r')
    .innerJoin('chamada as c', 'c.id_chamada', 'r.id_chamada')
    .innerJoin('turma as t', 't.id_turma', 'c.id_turma')
    .select(['r.criado_em as em', 't.nome_turma'])
    .where('r.id_pessoa', '=', id)
    .execute();
  const atividade = [
    ...registros.map((r) => ({ tipo: r.tipo, em: Number(r.em), turma: r.nome_turma })),
    ...pedidos.map((r) => ({ tipo: 'pedido_correcao' as const, em: Number(r.em), turma: r.nome_turma })),
  ]
    .sort((a, b) => a.em - b.em)
    .map((a) => ({ ...a, em: iso(a.em) }));
  return {
    professor: p
      ? {
          inativo_desde: p.inativo_desde ?? null,
          turmas: turmas.map((t) => ({
            nome: t.nome_turma,
            dia_semana: t.dia_semana,
            horario: String(t.horario).slice(0, 5),
          })),
        }
      : null,
    atividade,
  };
}

/** Charges, their payments (with the bank statement's payer) and discounts. */
export async function financeiroDaPessoa(
  db: Executor,
  id: number,
): Promise<Pick<Exportacao, 'cobrancas' | 'descontos'>> {
  const cobrancas = await db
    .selectFrom('cobranca')
    .select(['id_cobranca', 'competencia', 'vencimento', 'valor', 'status'])
    .where('id_aluno', '=', id)
    .orderBy('vencimento')
    .orderBy('id_cobranca')
    .execute();
  const pagamentos = cobrancas.length
    ? await db
        .selectFrom('pagamento as p')
        .leftJoin('extrato_lancamento as x', 'x.id_pagamento', 'p.id_pagamento')
        .select([
          'p.id_cobranca',
          'p.pago_em',
          'p.valor',
          'p.forma',
          'p.numero_recibo',
          'p.estornado_em',
          'x.nome_pagador',
        ])
        .where(
          'p.id_cobranca',
          'in',
          cobrancas.map((c) => c.id_cobranca),
        )
        .orderBy('p.pago_em')
        .execute()
    : [];
  const descontos = await db
    .selectFrom('financeiro_desconto')
    .select(['tipo', 'valor', 'motivo', 'definido_em'])
    .where('id_aluno', '=', id)
    .execute();
  return {
    cobrancas: cobrancas.map((c) => ({
      competencia: c.competencia,
      vencimento: c.vencimento,
      valor: Number(c.valor),
      status: c.status,
      pagamentos: pagamentos
        .filter((p) => p.id_cobranca === c.id_cobranca)
        .map((p) => ({
          pago_em: p.pago_em,
          valor: Number(p.valor),
          forma: p.forma,
          numero_recibo: Number(p.numero_recibo),
          pagador: p.nome_pagador ?? null,
          estornado_em: isoOuNulo(p.estornado_em),
        })),
    })),
    descontos: descontos.map((d) => ({ ...d, valor: Number(d.valor), definido_em: iso(d.definido_em) })),
  };
}

/** Documents accepted and purposes answered for the person or by them, and consent links sent. */
export async function consentimentosDaPessoa(
  db: Executor,
  id: number,
): Promise<Pick<Exportacao, 'consentimentos' | 'links_consentimento'>> {
  const aceites = await db
    .selectFrom('aceite as c')
    .innerJoin('documento_versao as d', 'd.id_documento_versao', 'c.id_documento_versao')
    .innerJoin('pessoa as quem', 'quem.id_pessoa', 'c.id_aceitante')
    .innerJoin('pessoa as aluno', 'aluno.id_pessoa', 'c.id_aluno')
    .select([
      'aluno.nome_pessoa as aluno',
      'd.documento',
      'd.versao',
      'quem.nome_pessoa as por',
      'c.em',
      'c.canal',
    ])
    .where((eb) => eb.or([eb('c.id_aluno', '=', id), eb('c.id_aceitante', '=', id)]))
    .execute();
  const finalidades = await db
    .selectFrom('consentimento_finalidade as c')
    .innerJoin('documento_versao as d', 'd.id_documento_versao', 'c.id_documento_versao')
    .innerJoin('pessoa as quem', 'quem.id_pessoa', 'c.id_respondente')
    .innerJoin('pessoa as aluno', 'aluno.id_pessoa', 'c.id_aluno')
    .select([
      'aluno.nome_pessoa as aluno',
      'd.documento',
      'd.versao',
      'quem.nome_pessoa as por',
      'c.em',
      'c.canal',
      'c.consente',
    ])
    .where((eb) => eb.or([eb('c.id_aluno', '=', id), eb('c.id_respondente', '=', id)]))
    .execute();
  const links = await db
    .selectFrom('link_publico')
    .select(['criado_em', 'expira_em'])
    .where('finalidade', '=', 'consentimento')
    .where('id_referencia', '=', id)
    .orderBy('criado_em')
    .execute();
  const consentimentos = [
    ...aceites.map((a) => ({ ...a, resposta: 'aceite' as const })),
    ...finalidades.map(({ consente, ...f }) => ({
      ...f,
      resposta: Number(consente) === 1 ? ('sim' as const) : ('nao' as const),
    })),
  ]
    .map((c) => ({ ...c, versao: Number(c.versao), em: Number(c.em) }))
    .sort((a, b) => a.em - b.em)
    .map((c) => ({ ...c, em: iso(c.em) }));
  return {
    consentimentos,
    links_consentimento: links.map((l) => ({
      criado_em: iso(l.criado_em),
      expira_em: isoOuNulo(l.expira_em),
    })),
  };
}

export async function pedidosDaPessoa(db: Executor, id: number): Promise<Exportacao['pedidos']> {
  return db
    .selectFrom('pedido_titular')
    .select(['tipo', 'recebido_em', 'prazo', 'status', 'respondido_em'])
    .where('id_pessoa', '=', id)
    .orderBy('recebido_em')
    .execute();
}

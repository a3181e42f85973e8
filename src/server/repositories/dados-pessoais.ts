// The one registry of personal data: per table, the columns that hold a person's data or
// point to a person, and what the export and the anonymisation do with each. The export
// (features/pessoas/repository-exportacao.ts) and the anonymisation
// (features/pessoas/repository-anonimizacao.ts) read nothing else, and a test walks the
// real schema (dados-pessoais.test.ts): every column whose name looks personal (the rule
// PARECE_PESSOAL below) is either listed here or in NAO_PESSOAIS with its reason. A table
// added later is one entry here (docs/decisions/028-audit-and-anonymisation.md).
//
// Column roles:
// - 'titular': the row IS the person's (pessoa.id_pessoa, aluno.id_aluno, sessao.id_pessoa):
//   the person's rows of the table are those where it holds the person's id.
// - 'referencia': the row mentions the person (aluno.id_responsavel, auditoria.id_autor);
//   such rows are exported too.
// - 'dado': the person's data in their own rows (or in the rows reached through `via`).
// What anonymisation does to a column: 'manter' (kept: a record the club must keep, no
// longer tied to an identity), 'apagar' (null), 'nome' ("Pessoa anonimizada #<id>"), 'ano'
// (a date reduced to its year: YYYY-01-01), 'derivado' (kept by the database from another
// column the anonymisation changes: a generated column or a trigger's summary).
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { colunasDoBanco } from './dados-pessoais-esquema';

type Papel = 'titular' | 'referencia' | 'dado';
type Anonimizacao = 'manter' | 'apagar' | 'nome' | 'ano' | 'derivado';

interface ColunaPessoal {
  papel: Papel;
  anonimizar: Anonimizacao;
  /** false: never exported (a secret, such as a password's hash). */
  exportar?: false;
}

/** Why an anonymisation is refused (each a 409 in pt-BR: features/pessoas/recusas.ts). */
export type RecusaAnonimizacao =
  | 'matricula_ativa'
  | 'responsavel_de_aluno_ativo'
  | 'professor_ativo'
  | 'administrador'
  | 'cobranca_em_aberto';

export interface TabelaPessoal {
  tabela: string;
  /** The export's title of the table's rows. */
  titulo: string;
  colunas: Record<string, ColunaPessoal>;
  /** Rows reached through another table's column (an address through pessoa.id_endereco). */
  via?: { tabela: string; coluna: string; chave: string };
  /** Anonymisation deletes the person's rows (sessions, read marks): nothing to keep. */
  excluirLinhas?: true;
  /** The person's rows when no column holds their id (a payment, through its charge). */
  daPessoa?: (id_pessoa: number) => RawBuilder<boolean>;
  /** Rows that name the person inside stored text (a kept answer): anonymisation deletes them. */
  mencoes?: (id_pessoa: number) => RawBuilder<boolean>;
  /**
   * A refusal rule: a reason this table gives to refuse anonymising the person now (an
   * active enrolment; an open charge, once charges exist: add `recusa` to their entry).
   */
  recusa?: (db: Executor, id_pessoa: number) => Promise<RecusaAnonimizacao | null>;
  /** The export's rows when the stored ones read badly (ids of classes and chamadas). */
  exportar?: (db: Executor, id_pessoa: number) => Promise<Record<string, unknown>[]>;
}

const titular = (anonimizar: Anonimizacao = 'manter'): ColunaPessoal => ({ papel: 'titular', anonimizar });
const referencia = (anonimizar: Anonimizacao = 'manter'): ColunaPessoal => ({
  papel: 'referencia',
  anonimizar,
});
const dado = (anonimizar: Anonimizacao): ColunaPessoal => ({ papel: 'dado', anonimizar });

export const DADOS_PESSOAIS: readonly TabelaPessoal[] = [
  {
    tabela: 'pessoa',
    titulo: 'Dados pessoais',
    colunas: {
      id_pessoa: titular(),
      nome_pessoa: dado('nome'),
      nome_busca: dado('derivado'),
      dt_nasc_pessoa: dado('ano'),
      cpf_pessoa: dado('apagar'),
      rg_pessoa: dado('apagar'),
      email_pessoa: dado('apagar'),
      telefone_pessoa: dado('apagar'),
      senha_pessoa: { papel: 'dado', anonimizar: 'apagar', exportar: false },
      id_endereco: dado('apagar'),
    },
    recusa: async (db, id) => {
      const p = await db.selectFrom('pessoa').select('adm').where('id_pessoa', '=', id).executeTakeFirst();
      return p?.adm === 1 ? 'administrador' : null;
    },
  },
  {
    tabela: 'endereco',
    titulo: 'Endereço',
    via: { tabela: 'pessoa', coluna: 'id_endereco', chave: 'id_endereco' },
    // The address row itself is deleted once no person or unit points to it any more.
    colunas: {
      id_endereco: dado('manter'),
      cep: dado('apagar'),
      rua: dado('apagar'),
      numero: dado('apagar'),
      bairro: dado('apagar'),
      cidade: dado('apagar'),
      estado: dado('apagar'),
    },
  },
  {
    tabela: 'responsavel_aluno',
    titulo: 'Responsável',
    colunas: { id_responsavel: titular(), id_pessoa: referencia() },
    recusa: async (db, id) => {
      const ativo = await db
        .selectFrom('aluno')
        .select('id_aluno')
        .where((eb) =>
          eb.or([
            eb('id_responsavel', '=', id),
            eb('id_responsavel2', '=', id),
            eb('id_responsavel_financeiro', '=', id),
          ]),
        )
        .where('inativo_desde', 'is', null)
        .where('id_aluno', '<>', id)
        .executeTakeFirst();
      return ativo ? 'responsavel_de_aluno_ativo' : null;
    },
  },
  {
    tabela: 'aluno',
    titulo: 'Matrícula e responsáveis',
    colunas: {
      id_aluno: titular(),
      id_pessoa: referencia(),
      id_responsavel: referencia(),
      id_responsavel2: referencia(),
      id_responsavel_financeiro: referencia(),
      motivo_inativo: dado('apagar'),
    },
    recusa: async (db, id) => {
      const a = await db
        .selectFrom('aluno')
        .select('inativo_desde')
        .where('id_aluno', '=', id)
        .executeTakeFirst();
      return a && a.inativo_desde === null ? 'matricula_ativa' : null;
    },
  },
  {
    tabela: 'aluno_has_turma',
    titulo: 'Turmas',
    colunas: { id_aluno: titular() },
    exportar: (db, id) =>
      db
        .selectFrom('aluno_has_turma as x')
        .innerJoin('turma as t', 't.id_turma', 'x.id_turma')
        .select(['t.id_turma', 't.nome_turma', 't.dia_semana', 't.horario', 'x.dt_entrada'])
        .where('x.id_aluno', '=', id)
        .orderBy('t.nome_turma')
        .execute(),
  },
  {
    tabela: 'aluno_turma_anterior',
    titulo: 'Turmas anteriores',
    colunas: { id_aluno: titular() },
    exportar: (db, id) =>
      db
        .selectFrom('aluno_turma_anterior as x')
        .innerJoin('turma as t', 't.id_turma', 'x.id_turma')
        .select(['t.id_turma', 't.nome_turma', 't.dia_semana', 't.horario', 'x.dt_entrada'])
        .where('x.id_aluno', '=', id)
        .orderBy('t.nome_turma')
        .execute(),
  },
  {
    tabela: 'chamada_aluno',
    titulo: 'Frequência',
    colunas: { id_aluno: titular() },
    exportar: (db, id) =>
      db
        .selectFrom('chamada_aluno as ca')
        .innerJoin('chamada as c', 'c.id_chamada', 'ca.id_chamada')
        .innerJoin('turma as t', 't.id_turma', 'c.id_turma')
        .select(['c.data_c', 't.nome_turma', 'ca.presenca'])
        .where('ca.id_aluno', '=', id)
        .orderBy('c.data_c')
        .orderBy('t.nome_turma')
        .execute(),
  },
  {
    tabela: 'painel_aluno',
    titulo: 'Resumo do painel',
    // Kept by triggers from aluno, pessoa and endereco (decision 011): the year of birth
    // stays (anonymisation keeps it), the city follows the deleted address.
    colunas: { id_aluno: titular(), ano_nasc: dado('manter'), cidade: dado('derivado') },
  },
  {
    tabela: 'painel_unidade',
    titulo: 'Unidades do painel',
    colunas: { id_aluno: titular() },
  },
  {
    tabela: 'professor',
    titulo: 'Professor',
    colunas: { id_professor: titular(), id_pessoa: referencia(), caminho_foto: dado('apagar') },
    recusa: async (db, id) => {
      const p = await db
        .selectFrom('professor')
        .select('inativo_desde')
        .where('id_professor', '=', id)
        .executeTakeFirst();
      return p && p.inativo_desde === null ? 'professor_ativo' : null;
    },
  },
  {
    tabela: 'turma',
    titulo: 'Turmas que leciona',
    colunas: { id_professor: referencia() },
  },
  {
    tabela: 'chamada_registro',
    titulo: 'Chamadas enviadas ou corrigidas',
    // `autor`: the name the author had then; it becomes the anonymised name.
    colunas: { id_pessoa: titular(), autor: dado('nome') },
  },
  {
    tabela: 'sessao',
    titulo: 'Sessões',
    excluirLinhas: true,
    colunas: { id_pessoa: titular() },
  },
  {
    tabela: 'notificacao_lida',
    titulo: 'Notificações lidas',
    excluirLinhas: true,
    colunas: { id_pessoa: titular() },
  },
  {
    tabela: 'envio_idempotente',
    titulo: 'Envios do aparelho',
    // A device's send keys (decision 030), kept a few days: the person's own go, and so does
    // a kept answer (a sheet, which names its students) that names the person.
    excluirLinhas: true,
    colunas: { id_pessoa: titular() },
    mencoes: (id) => sql<boolean>`resposta like ${`%"id_aluno":${id},%`}`,
  },
  {
    tabela: 'pedido_correcao',
    titulo: 'Pedidos de correção',
    // `autor`: the name the teacher had when asking; it becomes the anonymised name.
    colunas: { id_pessoa: titular(), autor: dado('nome') },
  },
  {
    tabela: 'aceite',
    titulo: 'Aceites de documentos',
    // Proof of a consent the club must keep (decision 027): kept, by id.
    colunas: { id_aluno: titular(), id_aceitante: referencia(), id_operador: referencia() },
  },
  {
    tabela: 'consentimento_finalidade',
    titulo: 'Finalidades opcionais',
    colunas: { id_aluno: titular(), id_respondente: referencia(), id_operador: referencia() },
  },
  {
    tabela: 'pedido_titular',
    titulo: 'Pedidos do titular',
    // The request is kept as the club's record of answering it; the requester's typed name goes.
    colunas: { id_pessoa: titular(), solicitante_nome: dado('nome'), id_registrador: referencia() },
  },
  {
    tabela: 'incidente',
    titulo: 'Incidentes registrados',
    colunas: { id_registrador: referencia() },
  },
  {
    tabela: 'documento_versao',
    titulo: 'Documentos publicados',
    colunas: { id_publicador: referencia() },
  },
  {
    tabela: 'link_publico',
    titulo: 'Links de aceite',
    // `id_referencia` is a student's id for a consent link (a charge's for a payment link):
    // a person's consent links are listed without their secrets, and go with the identity.
    colunas: {},
    mencoes: (id) => sql<boolean>`finalidade = 'consentimento' and id_referencia = ${id}`,
    exportar: (db, id) =>
      db
        .selectFrom('link_publico')
        .select(['criado_em', 'expira_em'])
        .where('finalidade', '=', 'consentimento')
        .where('id_referencia', '=', id)
        .execute(),
  },
  {
    tabela: 'cobranca',
    titulo: 'Cobranças',
    // Finance the club must keep: the charges stay, by id; an open one refuses the anonymisation.
    colunas: { id_aluno: titular(), id_emissor: referencia(), id_cancelador: referencia() },
    recusa: async (db, id) => {
      const aberta = await db
        .selectFrom('cobranca')
        .select('id_cobranca')
        .where('id_aluno', '=', id)
        .where('status', '=', 'aberta')
        .executeTakeFirst();
      return aberta ? 'cobranca_em_aberto' : null;
    },
  },
  { tabela: 'cobranca_emissao', titulo: 'Emissão de cobranças', colunas: { id_aluno: titular() } },
  {
    tabela: 'financeiro_desconto',
    titulo: 'Descontos',
    colunas: { id_aluno: titular(), id_autor: referencia() },
  },
  {
    tabela: 'pagamento',
    titulo: 'Pagamentos',
    colunas: { id_registrador: referencia(), id_estornador: referencia() },
    daPessoa: (id) => sql<boolean>`id_cobranca in (select id_cobranca from cobranca where id_aluno = ${id})`,
  },
  {
    tabela: 'extrato_lancamento',
    titulo: 'Lançamentos do extrato bancário',
    // A bank credit applied to one of the person's charges: the payer's name and the memo
    // (which may name the payer) go; the FITID stays, so the credit is never applied twice.
    colunas: { id_autor: referencia(), nome_pagador: dado('apagar'), memo: dado('apagar') },
    daPessoa: (id) =>
      sql<boolean>`id_pagamento in (select p.id_pagamento from pagamento p
        join cobranca c on c.id_cobranca = p.id_cobranca where c.id_aluno = ${id})`,
  },
  { tabela: 'financeiro_preco', titulo: 'Preços definidos', colunas: { id_autor: referencia() } },
  {
    tabela: 'financeiro_configuracao',
    titulo: 'Configuração financeira',
    colunas: { id_autor: referencia() },
  },
  {
    tabela: 'auditoria',
    titulo: 'Ações registradas',
    // Append-only: who read or changed whose data stays, by id (the names are read from
    // pessoa, so an anonymised person's entries show the anonymised name).
    colunas: { id_autor: referencia(), id_pessoa: referencia() },
  },
];

/** Rows of a registered table that belong to (or mention) the person, as a condition. */
export function linhasDaPessoa(t: TabelaPessoal, id_pessoa: number) {
  const ponteiros = Object.entries(t.colunas)
    .filter(([, c]) => c.papel !== 'dado')
    .map(([nome]) => sql`${sql.ref(nome)} = ${id_pessoa}`);
  if (t.daPessoa) ponteiros.push(t.daPessoa(id_pessoa));
  if (t.via)
    ponteiros.push(
      sql`${sql.ref(t.via.chave)} in (select ${sql.ref(t.via.coluna)} from ${sql.table(t.via.tabela)}
                                      where id_pessoa = ${id_pessoa})`,
    );
  return sql<boolean>`(${sql.join(ponteiros, sql` or `)})`;
}

/** The registered tables the database has now (billing's and consent's arrive with their migrations). */
export async function tabelasExistentes(db: Executor): Promise<TabelaPessoal[]> {
  const nomes = new Set((await colunasDoBanco(db)).map((c) => c.tabela));
  return DADOS_PESSOAIS.filter((t) => nomes.has(t.tabela));
}

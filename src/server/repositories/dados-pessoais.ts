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
import { sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { colunasDoBanco } from './dados-pessoais-esquema';
import { dado, referencia, type TabelaPessoal, titular } from './dados-pessoais-tipos';

export const DADOS_PESSOAIS: readonly TabelaPessoal[] = [
  {
    tabela: 'pessoa',
    titulo: 'Dados pessoais',
    exportacao: 'dados',
    colunas: {
      id_pessoa: titular(),
      nome_pessoa: dado('nome'),
      nome_busca: dado('derivado'),
      dt_nasc_pessoa: dado('ano'),
      cpf_pessoa: dado('apagar'),
      rg_pessoa: dado('apagar'),
      email_pessoa: dado('apagar'),
      telefone_pessoa: dado('apagar'),
      senha_pessoa: dado('apagar'),
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
    exportacao: 'dados',
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
    exportacao: 'responsavel_por',
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
    exportacao: 'matricula',
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
    exportacao: 'turmas',
    colunas: { id_aluno: titular() },
  },
  {
    tabela: 'aluno_turma_anterior',
    titulo: 'Turmas anteriores',
    exportacao: 'turmas',
    colunas: { id_aluno: titular() },
  },
  {
    tabela: 'chamada_aluno',
    titulo: 'Frequência',
    exportacao: 'frequencia',
    colunas: { id_aluno: titular() },
  },
  {
    tabela: 'painel_aluno',
    titulo: 'Resumo do painel',
    exportacao: {
      interna: "the dashboard's counts, kept by triggers from the enrolment and the person's rows above",
    },
    // Kept by triggers from aluno, pessoa and endereco (decision 011): the year of birth
    // stays (anonymisation keeps it), the city follows the deleted address.
    colunas: { id_aluno: titular(), ano_nasc: dado('manter'), cidade: dado('derivado') },
  },
  {
    tabela: 'painel_unidade',
    titulo: 'Unidades do painel',
    exportacao: { interna: "the dashboard's counts per unit, kept by triggers from the classes above" },
    colunas: { id_aluno: titular() },
  },
  {
    tabela: 'professor',
    titulo: 'Professor',
    exportacao: 'professor',
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
    exportacao: 'professor',
    colunas: { id_professor: referencia() },
  },
  {
    tabela: 'chamada_registro',
    titulo: 'Chamadas enviadas ou corrigidas',
    exportacao: 'atividade',
    // `autor`: the name the author had then; it becomes the anonymised name.
    colunas: { id_pessoa: titular(), autor: dado('nome') },
  },
  {
    tabela: 'sessao',
    titulo: 'Sessões',
    exportacao: {
      interna:
        'sign-in session tokens: secrets of the machinery, deleted when the person signs out or is anonymised',
    },
    excluirLinhas: true,
    colunas: { id_pessoa: titular() },
  },
  {
    tabela: 'notificacao_lida',
    titulo: 'Notificações lidas',
    exportacao: {
      interna: "which of the bell's notifications the person dismissed: no data about the person",
    },
    excluirLinhas: true,
    colunas: { id_pessoa: titular() },
  },
  {
    tabela: 'envio_idempotente',
    titulo: 'Envios do aparelho',
    exportacao: {
      interna:
        "a device's retry keys of a sent chamada, kept a few days; the chamadas themselves are in 'frequencia' and 'atividade'",
    },
    // A device's send keys (decision 030), kept a few days: the person's own go, and so does
    // a kept answer (a sheet, which names its students) that names the person.
    excluirLinhas: true,
    colunas: { id_pessoa: titular() },
    mencoes: (id) => sql<boolean>`resposta like ${`%"id_aluno":${id},%`}`,
  },
  {
    tabela: 'pedido_correcao',
    titulo: 'Pedidos de correção',
    exportacao: 'atividade',
    // `autor`: the name the teacher had when asking; it becomes the anonymised name.
    colunas: { id_pessoa: titular(), autor: dado('nome') },
  },
  {
    tabela: 'aceite',
    titulo: 'Aceites de documentos',
    exportacao: 'consentimentos',
    // Proof of a consent the club must keep (decision 027): kept, by id.
    colunas: { id_aluno: titular(), id_aceitante: referencia(), id_operador: referencia() },
  },
  {
    tabela: 'consentimento_finalidade',
    titulo: 'Finalidades opcionais',
    exportacao: 'consentimentos',
    colunas: { id_aluno: titular(), id_respondente: referencia(), id_operador: referencia() },
  },
  {
    tabela: 'pedido_titular',
    titulo: 'Pedidos do titular',
    exportacao: 'pedidos',
    // The request is kept as the club's record of answering it; the requester's typed name goes.
    colunas: { id_pessoa: titular(), solicitante_nome: dado('nome'), id_registrador: referencia() },
  },
  {
    tabela: 'incidente',
    titulo: 'Incidentes registrados',
    exportacao: {
      interna:
        "the staff member who recorded a club's incident: a record of the club, not data about the person",
    },
    colunas: { id_registrador: referencia() },
  },
  {
    tabela: 'documento_versao',
    titulo: 'Documentos publicados',
    exportacao: { interna: "the staff member who published a document's version: a record of the club" },
    colunas: { id_publicador: referencia() },
  },
  {
    tabela: 'link_publico',
    titulo: 'Links de aceite',
    exportacao: 'links_consentimento',
    // `id_referencia` is a student's id for a consent link (a charge's for a payment link):
    // a person's consent links are listed without their secrets, and go with the identity.
    colunas: {},
    mencoes: (id) => sql<boolean>`finalidade = 'consentimento' and id_referencia = ${id}`,
  },
  {
    tabela: 'cobranca',
    titulo: 'Cobranças',
    exportacao: 'cobrancas',
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
  {
    tabela: 'cobranca_emissao',
    titulo: 'Emissão de cobranças',
    colunas: { id_aluno: titular() },
    exportacao: {
      interna: "the billing run's marker of the last due day issued; the charges are in 'cobrancas'",
    },
  },
  {
    tabela: 'financeiro_desconto',
    titulo: 'Descontos',
    exportacao: 'descontos',
    colunas: { id_aluno: titular(), id_autor: referencia() },
  },
  {
    tabela: 'pagamento',
    titulo: 'Pagamentos',
    exportacao: 'cobrancas',
    colunas: { id_registrador: referencia(), id_estornador: referencia() },
    daPessoa: (id) => sql<boolean>`id_cobranca in (select id_cobranca from cobranca where id_aluno = ${id})`,
  },
  {
    tabela: 'extrato_lancamento',
    titulo: 'Lançamentos do extrato bancário',
    exportacao: 'cobrancas',
    // A bank credit applied to one of the person's charges: the payer's name and the memo
    // (which may name the payer) go; the FITID stays, so the credit is never applied twice.
    colunas: { id_autor: referencia(), nome_pagador: dado('apagar'), memo: dado('apagar') },
    daPessoa: (id) =>
      sql<boolean>`id_pagamento in (select p.id_pagamento from pagamento p
        join cobranca c on c.id_cobranca = p.id_cobranca where c.id_aluno = ${id})`,
  },
  {
    tabela: 'financeiro_preco',
    titulo: 'Preços definidos',
    colunas: { id_autor: referencia() },
    exportacao: { interna: 'the staff member who set a price: a record of the club' },
  },
  {
    tabela: 'financeiro_configuracao',
    titulo: 'Configuração financeira',
    exportacao: { interna: 'the staff member who changed the finance settings: a record of the club' },
    colunas: { id_autor: referencia() },
  },
  {
    tabela: 'emprestimo_material',
    titulo: 'Material do clube',
    exportacao: 'material',
    // The club's gear lent to a student: the loan stays, by id, as the item's history; the
    // student's name is read from pessoa, so an anonymised student's loans name no one. Who
    // lent and received it are staff, kept by id as the club's record.
    colunas: { id_aluno: titular(), id_emprestou: referencia(), id_recebeu: referencia() },
  },
  {
    tabela: 'experimental',
    titulo: 'Aulas experimentais',
    exportacao: 'experimentais',
    // A trial the person booked and that became their enrolment: the booking stays as the
    // club's record of the conversion, without the contacts. Trials never converted are
    // purged a year after their meeting (repositories/experimentais.ts).
    colunas: {
      id_aluno: titular(),
      nome: dado('nome'),
      dt_nasc: dado('ano'),
      email: dado('apagar'),
      telefone: dado('apagar'),
      nome_responsavel: dado('apagar'),
      email_responsavel: dado('apagar'),
      telefone_responsavel: dado('apagar'),
    },
  },
  {
    tabela: 'mensagem',
    titulo: 'Mensagens enviadas',
    exportacao: {
      interna:
        'copies of the e-mails the club sent the person (reminders, receipts, links): what they received, gone with the identity',
    },
    // The outbox: the person's messages and the address each went to go with the identity.
    excluirLinhas: true,
    colunas: { id_pessoa: titular(), destino: dado('apagar') },
  },
  {
    tabela: 'senha_redefinicao',
    titulo: 'Links de nova senha',
    exportacao: {
      interna: "a staff account's password links: hashes of one-time secrets, kept an hour's use",
    },
    excluirLinhas: true,
    colunas: { id_pessoa: titular() },
  },
  {
    tabela: 'auditoria',
    titulo: 'Ações registradas',
    exportacao: 'acessos',
    // Append-only: who read or changed whose data stays, by id (the names are read from
    // pessoa, so an anonymised person's entries show the anonymised name).
    colunas: { id_autor: referencia(), id_pessoa: referencia() },
  },
];

/** The registered tables the database has now (billing's and consent's arrive with their migrations). */
export async function tabelasExistentes(db: Executor): Promise<TabelaPessoal[]> {
  const nomes = new Set((await colunasDoBanco(db)).map((c) => c.tabela));
  return DADOS_PESSOAIS.filter((t) => nomes.has(t.tabela));
}

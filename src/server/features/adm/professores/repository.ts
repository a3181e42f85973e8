// Teachers (docs/product/data.md): the professor row, its person and the person's address.
// Deactivation and reactivation live in repository-situacao.ts.

import { isUniqueViolation } from '#server/db/errors.ts';
import type { Executor } from '#server/db/executor.ts';
import type { Busca } from '#server/features/adm/lista.ts';
import {
  ENDERECO_COLUNAS,
  PESSOA_PUBLICA,
  type PessoaEnviada,
} from '#server/features/adm/pessoas/repository.ts';
import {
  comoId,
  type PessoaRepetida,
  removerEnderecoSeLivre,
  semPessoaRepetida,
} from '#server/features/adm/repository.ts';
import { enderecoProprio } from '#server/features/adm/unidades/repository.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { type IdentidadeRecusada, resolverIdentidade } from '#server/repositories/identidade-mascarada.ts';
import { contarAteLimite, contem, nomeContem, paginarCursor, porChave } from '#server/repositories/listas.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import type { EnderecoInput } from '#shared/schemas/endereco.ts';
import type { Situacao } from '#shared/schemas/inativo.ts';
import type { PaginaCursorQuery } from '#shared/schemas/lista.ts';
import type { ProfessorInput } from '#shared/schemas/professor.ts';

/** The columns of a row of the teachers' list. */
const PROFESSOR_LISTA = [
  'professor.id_professor',
  'professor.id_pessoa',
  'professor.caminho_foto',
  'pessoa.nome_pessoa',
  'pessoa.email_pessoa',
  'pessoa.telefone_pessoa',
  'pessoa.adm',
  'professor.inativo_desde',
] as const;

/**
 * `situacao`: our client's filter; the original client's lists (GET /api/professor,
 * /admbackend/professor) hold every teacher. Our client's lists (`semAnonimizados`) leave
 * anonymised teachers out, as they do students: such a record has no one left to reactivate,
 * edit or call, and the audit search and the classes' history still find it by its id.
 */
function listarProfessoresFiltrada(
  db: Executor,
  q: string | undefined,
  situacao: Situacao = 'todos',
  semAnonimizados = false,
) {
  let base = db.selectFrom('professor').innerJoin('pessoa', 'pessoa.id_pessoa', 'professor.id_pessoa');
  if (situacao === 'ativos') base = base.where('professor.inativo_desde', 'is', null);
  else if (situacao === 'inativos') base = base.where('professor.inativo_desde', 'is not', null);
  if (semAnonimizados && situacao !== 'ativos') base = base.where('pessoa.anonimizada_em', 'is', null);
  if (q) {
    const id = comoId(q);
    base = base.where((eb) =>
      eb.or([
        nomeContem('pessoa.nome_busca', q),
        contem('pessoa.email_pessoa', q),
        ...(id ? [eb('professor.id_professor', '=', id)] : []),
      ]),
    );
  }
  return base;
}

export async function listarProfessores(
  db: Executor,
  { q, limit, offset }: Busca,
  situacao: Situacao = 'todos',
  semAnonimizados = false,
) {
  const base = listarProfessoresFiltrada(db, q, situacao, semAnonimizados);
  const [items, { total }] = await Promise.all([
    base
      .select(PROFESSOR_LISTA)
      .orderBy('pessoa.nome_pessoa')
      .orderBy('pessoa.id_pessoa')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total) };
}

/** Our client's list: keyset pages in (nome_pessoa, id_pessoa) order, capped count. */
export function listarProfessoresCursor(db: Executor, pedido: PaginaCursorQuery, situacao: Situacao) {
  const base = listarProfessoresFiltrada(db, pedido.q || undefined, situacao, true);
  return paginarCursor(
    pedido,
    (l) => porChave(base.select(PROFESSOR_LISTA), 'pessoa.nome_pessoa', 'pessoa.id_pessoa', l).execute(),
    (p) => [p.nome_pessoa, p.id_pessoa],
    (limite) => contarAteLimite(db, limite, base),
  );
}

/** The complete list's next part: teachers after id `apos`, in id order. */
export function professoresDepois(db: Executor, q: string | undefined, apos: number | null, limite: number) {
  return listarProfessoresFiltrada(db, q)
    .select(PROFESSOR_LISTA)
    .where('professor.id_professor', '>', apos ?? 0)
    .orderBy('professor.id_professor')
    .limit(limite)
    .execute();
}

/** GET /api/professor/{id}: the teacher's full record, a read the audit log records ('ver'). */
export async function lerProfessor(db: Executor, quem: Autoria, id_professor: number) {
  const professor = await obterProfessor(db, id_professor);
  if (professor) await registrarAuditoria(db, quem, { acao: 'ver', id_pessoa: professor.id_pessoa });
  return professor;
}

/** A teacher with its person (never the password) and address. */
export async function obterProfessor(db: Executor, id_professor: number) {
  const professor = await db
    .selectFrom('professor')
    .select(['id_professor', 'id_pessoa', 'caminho_foto', 'inativo_desde'])
    .where('id_professor', '=', id_professor)
    .executeTakeFirst();
  if (!professor) return undefined;
  const pessoa = await db
    .selectFrom('pessoa')
    .select(PESSOA_PUBLICA)
    .where('id_pessoa', '=', professor.id_pessoa)
    .executeTakeFirstOrThrow();
  const endereco =
    pessoa.id_endereco === null
      ? null
      : ((await db
          .selectFrom('endereco')
          .select(ENDERECO_COLUNAS)
          .where('id_endereco', '=', pessoa.id_endereco)
          .executeTakeFirst()) ?? null);
  return { ...professor, nome_pessoa: pessoa.nome_pessoa, pessoa, endereco };
}

async function inserirProfessor(db: Executor, id_pessoa: number, caminho_foto: string | null) {
  await db.insertInto('professor').values({ id_professor: id_pessoa, id_pessoa, caminho_foto }).execute();
}

/**
 * Makes an existing person a teacher; the teacher's id is the person's (decision 012).
 * One transaction; two calls that race for one person make one teacher.
 */
export async function criarProfessor(
  db: Executor,
  p: ProfessorInput,
): Promise<Resultado<{ id_professor: number }, 'pessoa_inexistente' | 'ja_professor'>> {
  try {
    return await db.transaction().execute(async (trx) => {
      const pessoa = await trx
        .selectFrom('pessoa')
        .select('id_pessoa')
        .where('id_pessoa', '=', p.id_pessoa)
        .executeTakeFirst();
      if (!pessoa) return falha('pessoa_inexistente');
      const ja = await trx
        .selectFrom('professor')
        .select('id_professor')
        .where('id_professor', '=', p.id_pessoa)
        .executeTakeFirst();
      if (ja) return falha('ja_professor');
      await inserirProfessor(trx, p.id_pessoa, p.caminho_foto ?? null);
      return ok({ id_professor: p.id_pessoa });
    });
  } catch (err) {
    if (isUniqueViolation(err)) return falha('ja_professor');
    throw err;
  }
}

/** The teacher's own field; its id is its person's, so id_pessoa never changes (decision 012). */
export async function atualizarProfessor(
  db: Executor,
  id_professor: number,
  caminho_foto: string | null,
): Promise<Resultado<object, 'inexistente'>> {
  const res = await db
    .updateTable('professor')
    .set({ caminho_foto })
    .where('id_professor', '=', id_professor)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n ? ok() : falha('inexistente');
}

/** Why the teacher form's write is refused. */
export type ProfessorRecusado = IdentidadeRecusada | PessoaRepetida;

/** Address, person (password already hashed) and teacher row, in one transaction. */
export function criarProfessorCompleto(
  db: Executor,
  quem: Autoria,
  enviada: PessoaEnviada,
  endereco: EnderecoInput,
): Promise<Resultado<{ id_professor: number; id_pessoa: number; id_endereco: number }, ProfessorRecusado>> {
  return semPessoaRepetida(() =>
    db.transaction().execute(async (trx) => {
      const docs = await resolverIdentidade(trx, null, enviada);
      if (!docs.ok) return docs;
      const pessoa = { ...enviada, cpf_pessoa: docs.cpf_pessoa, rg_pessoa: docs.rg_pessoa };
      const { id_endereco } = await trx
        .insertInto('endereco')
        .values(endereco)
        .returning('id_endereco')
        .executeTakeFirstOrThrow();
      const { senhaHash, ...dados } = pessoa;
      const { id_pessoa } = await trx
        .insertInto('pessoa')
        .values({ ...dados, id_endereco, senha_pessoa: senhaHash ?? null })
        .returning('id_pessoa')
        .executeTakeFirstOrThrow();
      await inserirProfessor(trx, id_pessoa, null);
      await registrarAuditoria(trx, quem, { acao: 'editar', id_pessoa, detalhe: 'cadastro' });
      return ok({ id_professor: id_pessoa, id_pessoa, id_endereco });
    }),
  );
}

/**
 * Updates the teacher's person and address, in one transaction; a CPF or RG sent masked
 * keeps the stored number when it matches it (identidade-mascarada.ts).
 * A new password ends the teacher's open sessions.
 */
export function atualizarProfessorCompleto(
  db: Executor,
  quem: Autoria,
  id_professor: number,
  enviada: PessoaEnviada,
  endereco: EnderecoInput,
): Promise<
  Resultado<
    { id_professor: number; id_pessoa: number; id_endereco: number },
    'inexistente' | 'edicao_anonimizada' | ProfessorRecusado
  >
> {
  return semPessoaRepetida(() =>
    db.transaction().execute(async (trx) => {
      const atual = await trx
        .selectFrom('professor')
        .innerJoin('pessoa', 'pessoa.id_pessoa', 'professor.id_pessoa')
        .select(['pessoa.id_pessoa', 'pessoa.id_endereco', 'pessoa.anonimizada_em'])
        .where('professor.id_professor', '=', id_professor)
        .executeTakeFirst();
      if (!atual) return falha('inexistente');
      // An anonymised record identifies no one: nothing is written back into it.
      if (atual.anonimizada_em !== null) return falha('edicao_anonimizada');
      const docs = await resolverIdentidade(trx, atual.id_pessoa, enviada);
      if (!docs.ok) return docs;
      const pessoa = { ...enviada, cpf_pessoa: docs.cpf_pessoa, rg_pessoa: docs.rg_pessoa };
      const id_endereco = await enderecoProprio(trx, atual.id_endereco, endereco, 'pessoa', atual.id_pessoa);
      const { senhaHash, ...dados } = pessoa;
      await trx
        .updateTable('pessoa')
        .set({ ...dados, id_endereco, ...(senhaHash ? { senha_pessoa: senhaHash } : {}) })
        .where('id_pessoa', '=', atual.id_pessoa)
        .execute();
      if (senhaHash) await trx.deleteFrom('sessao').where('id_pessoa', '=', atual.id_pessoa).execute();
      await registrarAuditoria(trx, quem, { acao: 'editar', id_pessoa: atual.id_pessoa });
      return ok({ id_professor, id_pessoa: atual.id_pessoa, id_endereco });
    }),
  );
}

/**
 * A temporary password (already hashed) for a teacher, in one transaction: it must be
 * changed at the next login (troca_senha), and every session of the teacher ends.
 */
export function redefinirSenhaProfessor(
  db: Executor,
  quem: Autoria,
  id_professor: number,
  senhaHash: string,
): Promise<Resultado<object, 'inexistente'>> {
  return db.transaction().execute(async (trx) => {
    const prof = await trx
      .selectFrom('professor')
      .select('id_pessoa')
      .where('id_professor', '=', id_professor)
      .executeTakeFirst();
    if (!prof) return falha('inexistente');
    await trx
      .updateTable('pessoa')
      .set({ senha_pessoa: senhaHash, troca_senha: 1 })
      .where('id_pessoa', '=', prof.id_pessoa)
      .execute();
    await trx.deleteFrom('sessao').where('id_pessoa', '=', prof.id_pessoa).execute();
    await registrarAuditoria(trx, quem, {
      acao: 'editar',
      id_pessoa: prof.id_pessoa,
      detalhe: 'senha_redefinida',
    });
    return ok();
  });
}

/**
 * Deletes a teacher no class uses (docs/decisions/003-deletes.md), in one transaction.
 * The person goes too, unless they are an administrator (who keeps the login) or also
 * a student or guardian (who keeps the record but loses the login).
 */
export function excluirProfessor(
  db: Executor,
  id_professor: number,
): Promise<Resultado<object, 'inexistente' | 'em_uso'>> {
  return db.transaction().execute(async (trx) => {
    const prof = await trx
      .selectFrom('professor')
      .innerJoin('pessoa', 'pessoa.id_pessoa', 'professor.id_pessoa')
      .select(['pessoa.id_pessoa', 'pessoa.id_endereco', 'pessoa.adm'])
      .where('professor.id_professor', '=', id_professor)
      .executeTakeFirst();
    if (!prof) return falha('inexistente');
    const turma = await trx
      .selectFrom('turma')
      .select('id_turma')
      .where('id_professor', '=', id_professor)
      .limit(1)
      .executeTakeFirst();
    if (turma) return falha('em_uso');
    await trx.deleteFrom('professor').where('id_professor', '=', id_professor).execute();
    if (prof.adm === 1) return ok();
    const aluno = await trx
      .selectFrom('aluno')
      .select('id_aluno')
      .where('id_pessoa', '=', prof.id_pessoa)
      .executeTakeFirst();
    const responsavel = await trx
      .selectFrom('responsavel_aluno')
      .select('id_responsavel')
      .where('id_pessoa', '=', prof.id_pessoa)
      .executeTakeFirst();
    await trx.deleteFrom('sessao').where('id_pessoa', '=', prof.id_pessoa).execute();
    if (aluno || responsavel) {
      await trx
        .updateTable('pessoa')
        .set({ senha_pessoa: null })
        .where('id_pessoa', '=', prof.id_pessoa)
        .execute();
      return ok();
    }
    await trx.deleteFrom('pessoa').where('id_pessoa', '=', prof.id_pessoa).execute();
    await removerEnderecoSeLivre(trx, prof.id_endereco);
    return ok();
  });
}

export { desativarProfessor, reativarProfessor } from './repository-situacao';

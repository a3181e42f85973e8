// The import's checks against the database and its write. The checks: each class
// exists (by code, or by a name only one class has), a student's classes share one
// unit that takes their type, the classes have places for the file's rows in order,
// no student is enrolled already (one person per CPF, decision 013) and no CPF is
// repeated in the file, except a guardian shared by siblings; a guardian already in
// the database is that person. The write: every row through the enrolment's own
// functions (address, people, guardians, student, class links), all rows in one
// transaction or none. Contracts are not recorded: nobody accepted ours through the app.
import { sql } from 'kysely';
import { dialectOf, type Executor } from '#server/db/executor.ts';
import {
  atualizarContato,
  inserirAluno,
  inserirEndereco,
  inserirPessoas,
  inserirResponsavelAluno,
  type PessoaDoCpf,
  pessoasDosCpfs,
  TIPOS_POR_CADASTRO,
  vincularTurmas,
} from '#server/features/matricula/repository.ts';
import { ocupacaoDasTurmas } from '#server/repositories/ocupacao-turmas.ts';
import { type Falha, falha, type Ok, ok } from '#server/result.ts';
import { DATA_NASC_RESPONSAVEL } from '#shared/constants.ts';
import { MSG_IMP } from '#shared/messages/importacao.ts';
import { COLUNAS_IMPORTACAO, type ProblemaImportacao } from '#shared/schemas/importacao.ts';
import { type LinhaImportacao, normalizar } from './linhas';

/** A row with its classes found: their ids and names (empty while any is unknown). */
export interface LinhaConferida extends LinhaImportacao {
  idsTurma: number[];
  nomesTurma: string[];
}

const tituloDe = new Map(COLUNAS_IMPORTACAO.map((c) => [c.chave, c.titulo]));
/** Any single number a PostgreSQL advisory lock takes: imports run one at a time. */
const TRAVA_IMPORTACAO = 15_004;
const LOTE = 500;

/**
 * Adds the database's problems to the rows. `travar` (in the import's transaction):
 * on PostgreSQL one import at a time, and the classes' rows locked before their
 * places are counted (SQLite already runs one write transaction at a time).
 */
export async function conferirNoBanco(
  db: Executor,
  linhas: LinhaImportacao[],
  { travar }: { travar: boolean },
): Promise<LinhaConferida[]> {
  if (travar && dialectOf(db) === 'postgres')
    await sql`select pg_advisory_xact_lock(${TRAVA_IMPORTACAO})`.execute(db);
  const turmas = await db
    .selectFrom('turma as t')
    .innerJoin('unidade as u', 'u.id_unidade', 't.id_unidade')
    .select(['t.id_turma', 't.nome_turma', 't.qtd_maxima', 't.id_unidade', 'u.nome_unidade', 'u.tipo'])
    .execute();
  const porId = new Map(turmas.map((t) => [t.id_turma, t]));
  const porNome = new Map<string, typeof turmas>();
  for (const t of turmas) {
    const k = normalizar(t.nome_turma);
    porNome.set(k, [...(porNome.get(k) ?? []), t]);
  }

  const problema = (l: LinhaImportacao, chave: string | null, mensagem: string) =>
    l.problemas.push({ linha: l.linha, coluna: chave ? (tituloDe.get(chave) ?? chave) : null, mensagem });

  // Classes: found, one unit, the unit takes the student's type.
  const conferidas: LinhaConferida[] = linhas.map((l) => {
    const achadas: typeof turmas = [];
    for (const texto of l.turmas) {
      const porCodigo = /^\d{1,10}$/.test(texto) ? porId.get(Number(texto)) : undefined;
      const mesmas = porCodigo ? [porCodigo] : (porNome.get(normalizar(texto)) ?? []);
      if (mesmas.length === 0) problema(l, 'turmas', MSG_IMP.turmaDesconhecida(texto));
      else if (mesmas.length > 1) problema(l, 'turmas', MSG_IMP.turmaAmbigua(texto));
      else achadas.push(mesmas[0]);
    }
    const ok =
      achadas.length === l.turmas.length && new Set(achadas.map((t) => t.id_turma)).size === achadas.length;
    if (ok && achadas.length > 0) {
      if (new Set(achadas.map((t) => t.id_unidade)).size > 1) problema(l, 'turmas', MSG_IMP.turmasUnidades);
      else if (l.tipo_aluno && !TIPOS_POR_CADASTRO[l.tipo_aluno].includes(achadas[0].tipo))
        problema(l, 'turmas', MSG_IMP.unidadeTipo(achadas[0].nome_unidade));
    }
    return {
      ...l,
      idsTurma: ok ? achadas.map((t) => t.id_turma) : [],
      nomesTurma: achadas.map((t) => t.nome_turma),
    };
  });

  // Places: the rows take them in file order.
  const envolvidas = [...new Set(conferidas.flatMap((l) => l.idsTurma))];
  const ocupacao = await ocupacaoDasTurmas(db, envolvidas, { travar });
  const livres = new Map(
    envolvidas.map((id) => {
      const t = ocupacao.get(id);
      return [id, t ? t.qtd_maxima - t.ocupadas : 0];
    }),
  );
  const tinha = new Map(livres);
  for (const l of conferidas) {
    for (const id of l.idsTurma) {
      const vagas = livres.get(id)!;
      if (vagas <= 0)
        problema(l, 'turmas', MSG_IMP.turmaLotada(porId.get(id)!.nome_turma, Math.max(0, tinha.get(id)!)));
      livres.set(id, vagas - 1);
    }
  }

  // CPFs (one person per CPF, decision 013): a student not enrolled already, nor twice in
  // the file; a guardian who is already someone is that person (siblings may share one).
  const cpfs = new Set<string>();
  for (const l of conferidas)
    for (const p of [l.aluno, l.responsavel1, l.responsavel2]) if (p) cpfs.add(p.cpf_pessoa);
  const cadastrados = await pessoasEmLotes(db, [...cpfs]);
  const comoAluno = new Map<string, number>();
  const comoResponsavel = new Map<string, { linha: number; nome: string }>();
  for (const l of conferidas) {
    if (l.aluno) {
      const cpf = l.aluno.cpf_pessoa;
      const antes = comoAluno.get(cpf) ?? comoResponsavel.get(cpf)?.linha;
      const ja = cadastrados.get(cpf);
      if (ja?.aluno) problema(l, 'cpf', MSG_IMP.alunoJaMatriculado(ja.nome_pessoa));
      else if (antes !== undefined) problema(l, 'cpf', MSG_IMP.cpfRepetido(antes));
      else comoAluno.set(cpf, l.linha);
    }
    const nestaLinha = new Set<string>();
    for (const [p, chave] of [
      [l.responsavel1, 'resp1_cpf'],
      [l.responsavel2, 'resp2_cpf'],
    ] as const) {
      if (!p) continue;
      const cpf = p.cpf_pessoa;
      const outro = comoResponsavel.get(cpf);
      if (comoAluno.has(cpf) || nestaLinha.has(cpf) || l.aluno?.cpf_pessoa === cpf)
        problema(l, chave, MSG_IMP.cpfRepetido(comoAluno.get(cpf) ?? l.linha));
      else if (!cadastrados.has(cpf) && outro && normalizar(outro.nome) !== normalizar(p.nome_pessoa))
        problema(l, chave, MSG_IMP.cpfOutroNome(outro.linha));
      else if (!outro) comoResponsavel.set(cpf, { linha: l.linha, nome: p.nome_pessoa });
      nestaLinha.add(cpf);
    }
  }
  return conferidas;
}

/** Every problem of the rows, in file order. */
export const problemasDe = (linhas: LinhaImportacao[]): ProblemaImportacao[] =>
  linhas.flatMap((l) => l.problemas);

/** The people the CPFs belong to, read in parts. */
async function pessoasEmLotes(db: Executor, cpfs: string[]) {
  const achadas = new Map<string, PessoaDoCpf>();
  for (let i = 0; i < cpfs.length; i += LOTE)
    for (const [cpf, p] of await pessoasDosCpfs(db, cpfs.slice(i, i + LOTE))) achadas.set(cpf, p);
  return achadas;
}

/**
 * The user's action "import the file": the rows checked again inside one transaction,
 * with the classes locked (what the preview saw may have changed), then all written;
 * with any problem (or no row) nothing is, and the checked rows are the answer.
 * `arquivo`: the problems of the file itself, found without the database.
 */
export async function importar(
  db: Executor,
  arquivo: ProblemaImportacao[],
  linhas: LinhaImportacao[],
  hoje: string,
): Promise<Ok<{ importados: number }> | (Falha<'com_problemas'> & { linhas: LinhaConferida[] })> {
  return db.transaction().execute(async (trx) => {
    const conferidas = await conferirNoBanco(trx, linhas, { travar: true });
    if (arquivo.length > 0 || conferidas.length === 0 || problemasDe(conferidas).length > 0)
      return { ...falha('com_problemas'), linhas: conferidas };
    return ok({ importados: await gravar(trx, conferidas, hoje) });
  });
}

/**
 * Writes rows without problems, in the caller's transaction; answers how many
 * students. A person who is already someone (a guardian, or a student who was only
 * a guardian) is that person, their contact updated as an administrator's
 * enrolment does (decision 013).
 */
async function gravar(trx: Executor, linhas: LinhaConferida[], hoje: string): Promise<number> {
  const existentes = await pessoasEmLotes(trx, [
    ...new Set(
      linhas.flatMap((l) =>
        [l.aluno, l.responsavel1, l.responsavel2].flatMap((p) => (p ? [p.cpf_pessoa] : [])),
      ),
    ),
  ]);
  const responsavelDoCpf = new Map<string, number>();
  for (const l of linhas) {
    if (!l.aluno || !l.endereco || !l.tipo_aluno) throw new Error(`linha ${l.linha} sem validar`);
    const idEndereco = await inserirEndereco(trx, l.endereco);
    const novos: NonNullable<LinhaImportacao['responsavel1']>[] = [];
    for (const r of [l.responsavel1, l.responsavel2]) {
      if (r === null || responsavelDoCpf.has(r.cpf_pessoa)) continue;
      const e = existentes.get(r.cpf_pessoa);
      if (!e) {
        novos.push(r);
        continue;
      }
      await atualizarContato(trx, e, r, { admin: true, idEndereco });
      responsavelDoCpf.set(
        r.cpf_pessoa,
        e.responsavel ? e.id_pessoa : await inserirResponsavelAluno(trx, e.id_pessoa),
      );
    }
    const alunoExistente = existentes.get(l.aluno.cpf_pessoa);
    if (alunoExistente) await atualizarContato(trx, alunoExistente, l.aluno, { admin: true, idEndereco });
    const aInserir = [
      ...novos.map((r) => ({ ...r, dt_nasc_pessoa: DATA_NASC_RESPONSAVEL })),
      ...(alunoExistente ? [] : [l.aluno]),
    ];
    const idsPessoa = aInserir.length > 0 ? await inserirPessoas(trx, aInserir, idEndereco) : [];
    for (let i = 0; i < novos.length; i++)
      responsavelDoCpf.set(novos[i].cpf_pessoa, await inserirResponsavelAluno(trx, idsPessoa[i]));
    const r1 = l.responsavel1 ? responsavelDoCpf.get(l.responsavel1.cpf_pessoa)! : null;
    const r2 = l.responsavel2 ? responsavelDoCpf.get(l.responsavel2.cpf_pessoa)! : null;
    const idAluno = await inserirAluno(trx, {
      id_pessoa: alunoExistente?.id_pessoa ?? idsPessoa[novos.length],
      destro_canhoto: l.aluno.destro_canhoto,
      id_responsavel: r1,
      id_responsavel2: r2,
      // As the wizard's "sim": guardian 1 pays for a paying minor.
      id_responsavel_financeiro: l.tipo_aluno === 'pagante' ? r1 : null,
      dt_inicio: l.dt_inicio,
      tipo_plano: l.tipo_plano,
      dia_pagamento: l.dia_pagamento,
      tipo_aluno: l.tipo_aluno,
    });
    await vincularTurmas(trx, idAluno, l.idsTurma, hoje);
  }
  return linhas.length;
}

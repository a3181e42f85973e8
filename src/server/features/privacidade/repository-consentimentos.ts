// A person's acceptances and purpose answers, a purpose answered at the desk, and the
// personal consent link's page and its acceptance.
import type { Executor } from '#server/db/executor.ts';
import type { Autoria } from '#server/repositories/auditoria.ts';
import {
  documentoDoContrato,
  registrarAceites,
  registrarFinalidades,
  versoesVigentes,
} from '#server/repositories/consentimentos.ts';
import { abrirLink } from '#server/repositories/links-publicos.ts';
import { falha, ok } from '#server/result.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import type { AceiteLinkInput, Documento, Finalidade } from '#shared/schemas/privacidade.ts';

const pessoaOuNula = (id: number | null, nome: string | null) =>
  id === null || nome === null ? null : { id, nome };

/**
 * Everything recorded about or by a person: acceptances and purpose answers where they
 * are the student or the one who answered, newest first (the whole history). Null when
 * no such person exists.
 */
export async function consentimentosDaPessoa(db: Executor, id_pessoa: number) {
  const pessoa = await db
    .selectFrom('pessoa')
    .select('id_pessoa')
    .where('id_pessoa', '=', id_pessoa)
    .executeTakeFirst();
  if (!pessoa) return null;
  const aceites = await db
    .selectFrom('aceite as a')
    .innerJoin('documento_versao as d', 'd.id_documento_versao', 'a.id_documento_versao')
    .innerJoin('pessoa as al', 'al.id_pessoa', 'a.id_aluno')
    .innerJoin('pessoa as ac', 'ac.id_pessoa', 'a.id_aceitante')
    .leftJoin('pessoa as op', 'op.id_pessoa', 'a.id_operador')
    .select([
      'a.id_aceite',
      'd.documento',
      'd.titulo',
      'd.versao',
      'a.id_aluno',
      'al.nome_pessoa as nome_aluno',
      'a.id_aceitante',
      'ac.nome_pessoa as nome_aceitante',
      'a.em',
      'a.canal',
      'a.id_operador',
      'op.nome_pessoa as nome_operador',
    ])
    .where((eb) => eb.or([eb('a.id_aluno', '=', id_pessoa), eb('a.id_aceitante', '=', id_pessoa)]))
    .orderBy('a.em', 'desc')
    .orderBy('a.id_aceite', 'desc')
    .execute();
  const finalidades = await db
    .selectFrom('consentimento_finalidade as c')
    .innerJoin('documento_versao as d', 'd.id_documento_versao', 'c.id_documento_versao')
    .innerJoin('pessoa as al', 'al.id_pessoa', 'c.id_aluno')
    .innerJoin('pessoa as r', 'r.id_pessoa', 'c.id_respondente')
    .leftJoin('pessoa as op', 'op.id_pessoa', 'c.id_operador')
    .select([
      'c.id_consentimento',
      'd.documento',
      'd.titulo',
      'd.versao',
      'c.id_aluno',
      'al.nome_pessoa as nome_aluno',
      'c.consente',
      'c.id_respondente',
      'r.nome_pessoa as nome_respondente',
      'c.em',
      'c.canal',
      'c.id_operador',
      'op.nome_pessoa as nome_operador',
    ])
    .where((eb) => eb.or([eb('c.id_aluno', '=', id_pessoa), eb('c.id_respondente', '=', id_pessoa)]))
    .orderBy('c.em', 'desc')
    .orderBy('c.id_consentimento', 'desc')
    .execute();
  return {
    id_pessoa,
    aceites: aceites.map((a) => ({
      id_aceite: a.id_aceite,
      documento: a.documento as Documento,
      titulo: a.titulo,
      versao: a.versao,
      id_aluno: a.id_aluno,
      nome_aluno: a.nome_aluno,
      aceito_por: { id: a.id_aceitante, nome: a.nome_aceitante },
      em: instanteIso(a.em),
      canal: a.canal as 'link',
      operador: pessoaOuNula(a.id_operador, a.nome_operador),
    })),
    finalidades: finalidades.map((f) => ({
      id_consentimento: f.id_consentimento,
      finalidade: f.documento as Finalidade,
      titulo: f.titulo,
      versao: f.versao,
      id_aluno: f.id_aluno,
      nome_aluno: f.nome_aluno,
      consente: f.consente === 1,
      respondido_por: { id: f.id_respondente, nome: f.nome_respondente },
      em: instanteIso(f.em),
      canal: f.canal as 'link',
      operador: pessoaOuNula(f.id_operador, f.nome_operador),
    })),
  };
}

/** The student and who answers for them: guardian 1 of a minor, else the student. */
async function alunoEResponsaveis(db: Executor, id_aluno: number) {
  return db
    .selectFrom('aluno as a')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
    .select(['a.id_aluno', 'a.contrato', 'a.id_responsavel', 'a.id_responsavel2', 'p.nome_pessoa'])
    .where('a.id_aluno', '=', id_aluno)
    .executeTakeFirst();
}

/**
 * The user's action "record a purpose answer at the desk" (a new row; a revocation is a
 * "no"): the one who answers is the student or one of their guardians.
 */
export async function responderFinalidadeNaSecretaria(
  db: Executor,
  quem: Autoria,
  r: { id_aluno: number; finalidade: Finalidade; consente: boolean; id_respondente: number; hoje: string },
) {
  return db.transaction().execute(async (trx) => {
    const aluno = await alunoEResponsaveis(trx, r.id_aluno);
    if (!aluno) return falha('aluno_inexistente');
    const podem = [aluno.id_aluno, aluno.id_responsavel, aluno.id_responsavel2];
    if (!podem.includes(r.id_respondente)) return falha('respondente_invalido');
    await registrarFinalidades(
      trx,
      quem,
      {
        id_aluno: r.id_aluno,
        id_pessoa: r.id_respondente,
        canal: 'secretaria',
        id_operador: quem.id_autor,
        hoje: r.hoje,
      },
      { [r.finalidade]: r.consente },
    );
    return ok();
  });
}

/** What a consent link shows: the student's first name, the documents in force. Null: no valid link. */
export async function paginaDoLink(db: Executor, token: string, hoje: string) {
  const id_aluno = await abrirLink(db, 'consentimento', token);
  if (id_aluno === null) return null;
  const aluno = await alunoEResponsaveis(db, id_aluno);
  const contrato = documentoDoContrato(aluno?.contrato ?? null);
  if (!aluno || !contrato) return null;
  const [c, aviso, imagem, federacao] = await versoesVigentes(
    db,
    [contrato, 'aviso_privacidade', 'uso_imagem', 'federacao'],
    hoje,
  );
  const semAutor = ({ id_publicador: _, ...v }: typeof c) => v;
  return {
    primeiro_nome: aluno.nome_pessoa.split(/\s+/)[0],
    contrato: semAutor(c),
    aviso: semAutor(aviso),
    finalidades: [semAutor(imagem), semAutor(federacao)],
  };
}

/**
 * The user's action "accept through the link": the contract and notice in force, and the
 * purposes' answers, recorded as accepted by the student's guardian (the adult student
 * when they have none), channel 'link'.
 */
export async function aceitarPeloLink(
  db: Executor,
  quem: Autoria,
  token: string,
  r: AceiteLinkInput,
  hoje: string,
) {
  return db.transaction().execute(async (trx) => {
    const id_aluno = await abrirLink(trx, 'consentimento', token);
    const aluno = id_aluno === null ? undefined : await alunoEResponsaveis(trx, id_aluno);
    const contrato = documentoDoContrato(aluno?.contrato ?? null);
    if (!aluno || !contrato) return falha('link_invalido');
    const c = {
      id_aluno: aluno.id_aluno,
      id_pessoa: aluno.id_responsavel ?? aluno.id_aluno,
      canal: 'link' as const,
      id_operador: null,
      hoje,
    };
    await registrarAceites(trx, quem, c, [contrato, 'aviso_privacidade']);
    await registrarFinalidades(trx, quem, c, { uso_imagem: r.uso_imagem, federacao: r.federacao });
    return ok();
  });
}

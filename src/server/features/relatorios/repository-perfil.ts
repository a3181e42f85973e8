// The student profile (/aluno/{id}): personal data, contacts, classes, enrolment and
// contract, and attendance (12-month calendar, rates over 30/90/365 days, the last
// chamadas). Every statement reads by the student's id: aluno by its key, the classes
// by aluno_has_turma's key, the marks by chamada_aluno(id_aluno).

import type { Executor } from '#server/db/executor.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { anoNascimentoSql, armasDoAluno, categoriaSql } from '#server/repositories/categorias.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import { instanteIso, somarDias } from '#shared/rules/datas.ts';
import { contarMarcas } from '#shared/rules/encontros-aluno.ts';
import { enderecoEmUmaLinha } from '#shared/rules/endereco.ts';
import { inicioMesAnterior, taxa } from '#shared/rules/frequencia.ts';
import { mascararCpf, mascararRg } from '#shared/rules/mascara-documento.ts';
import { PERFIL_ULTIMAS, type Perfil } from '#shared/schemas/relatorios.ts';
import { turmasInfo } from './repository-comum';
import { contatosDe } from './repository-contatos';

/** The student's classes now, with the owner (who may open the profile) and the joining day. */
async function turmasDoAluno(db: Executor, id_aluno: number) {
  return turmasInfo(db)
    .innerJoin('aluno_has_turma as x', 'x.id_turma', 't.id_turma')
    .select('x.dt_entrada')
    .where('x.id_aluno', '=', id_aluno)
    .orderBy('t.nome_turma')
    .orderBy('t.id_turma')
    .execute();
}
export type TurmaDoAluno = Awaited<ReturnType<typeof turmasDoAluno>>[number];

/** A student of the reports: their classes now (what decides who may read them), or not found. */
export async function alunoDoRelatorio(
  db: Executor,
  id_aluno: number,
): Promise<Resultado<{ turmas: TurmaDoAluno[] }, 'aluno_nao_encontrado'>> {
  const turmas = await turmasDoAluno(db, id_aluno);
  if (turmas.length > 0) return ok({ turmas });
  const aluno = await db
    .selectFrom('aluno')
    .select('id_aluno')
    .where('id_aluno', '=', id_aluno)
    .executeTakeFirst();
  return aluno ? ok({ turmas }) : falha('aluno_nao_encontrado');
}

export async function perfil(
  db: Executor,
  id_aluno: number,
  turmas: TurmaDoAluno[],
  { completo, hoje, quem }: { completo: boolean; hoje: string; quem: Autoria },
): Promise<Resultado<{ perfil: Perfil }, 'aluno_nao_encontrado'>> {
  // The full record's read is an audit entry ('ver'), written beside the reads (on
  // PostgreSQL on another connection, at the same time); a failed write fails the answer.
  const auditada = completo ? registrarAuditoria(db, quem, { acao: 'ver', id_pessoa: id_aluno }) : null;
  const a = await db
    .selectFrom('aluno as a')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
    .leftJoin('endereco as e', 'e.id_endereco', 'p.id_endereco')
    .select([
      'a.id_aluno',
      'p.nome_pessoa',
      'p.dt_nasc_pessoa',
      'p.cpf_pessoa',
      'p.rg_pessoa',
      'p.email_pessoa',
      'p.telefone_pessoa',
      'p.genero',
      'a.destro_canhoto',
      'a.dt_inicio',
      'a.tipo_aluno',
      'a.tipo_plano',
      'a.dia_pagamento',
      'a.contrato',
      'a.contrato_versao',
      'a.contrato_aceito_em',
      'a.inativo_desde',
      'a.motivo_inativo',
      'p.anonimizada_em',
      'e.rua',
      'e.numero',
      'e.bairro',
      'e.cidade',
      'e.estado',
      'e.cep',
      categoriaSql(anoNascimentoSql('p.dt_nasc_pessoa'), hoje).as('categoria'),
    ])
    .where('a.id_aluno', '=', id_aluno)
    .executeTakeFirst();
  if (!a) {
    await auditada;
    return falha('aluno_nao_encontrado');
  }

  // An anonymised student's record keeps no one's contacts: its guardians' are theirs, not the record's.
  const contatos =
    a.anonimizada_em === null
      ? ((await contatosDe(db, [id_aluno], { emails: completo })).get(id_aluno) ?? [])
      : [];
  const desde = inicioMesAnterior(hoje, 11);
  const d365 = somarDias(hoje, -364);
  const marcas = await db
    .selectFrom('chamada_aluno as ca')
    .innerJoin('chamada as c', 'c.id_chamada', 'ca.id_chamada')
    .select(['c.data_c', 'ca.presenca'])
    .where('ca.id_aluno', '=', id_aluno)
    .where('c.status_c', '=', 1)
    .where('c.data_c', '>=', d365 < desde ? d365 : desde)
    .where('c.data_c', '<=', hoje)
    .execute();
  const ultimas = await db
    .selectFrom('chamada_aluno as ca')
    .innerJoin('chamada as c', 'c.id_chamada', 'ca.id_chamada')
    .innerJoin('turma as t', 't.id_turma', 'c.id_turma')
    .select(['c.id_chamada', 'c.data_c', 'c.id_turma', 't.nome_turma', 'ca.presenca', 'c.observacao'])
    .where('ca.id_aluno', '=', id_aluno)
    .where('c.status_c', '=', 1)
    .where('c.data_c', '<=', hoje)
    .orderBy('c.data_c', 'desc')
    .orderBy('c.id_chamada', 'desc')
    .limit(PERFIL_ULTIMAS)
    .execute();

  const dias = new Map<string, { presentes: number; ausentes: number }>();
  // Every mark on a sent chamada is one of the student's meetings (#shared/rules/encontros-aluno.ts).
  const janela = (inicio: string) => {
    const { presencas, faltas } = contarMarcas(marcas.filter((m) => m.data_c >= inicio));
    return { presencas, faltas, taxa: taxa(presencas, faltas) };
  };
  for (const m of marcas) {
    if (m.data_c < desde) continue;
    const d = dias.get(m.data_c) ?? { presentes: 0, ausentes: 0 };
    if (m.presenca === 1) d.presentes++;
    else d.ausentes++;
    dias.set(m.data_c, d);
  }

  const endereco = a.rua
    ? `${enderecoEmUmaLinha(a)}, CEP ${a.cep?.replace(/^(\d{5})(\d{3})$/, '$1-$2')}`
    : null;
  const perfil: Perfil = {
    id_aluno: a.id_aluno,
    nome: a.nome_pessoa,
    completo,
    ativo: turmas.length > 0,
    inativo: a.inativo_desde ? { desde: a.inativo_desde, motivo: a.motivo_inativo ?? null } : null,
    dados: completo
      ? {
          dt_nasc: a.dt_nasc_pessoa,
          // Masked: the whole numbers only through "Mostrar" (POST /api/pessoas/{id}/identidade).
          cpf: mascararCpf(a.cpf_pessoa),
          rg: mascararRg(a.rg_pessoa),
          email: a.email_pessoa,
          telefone: a.telefone_pessoa,
          genero: a.genero,
          destro_canhoto: a.destro_canhoto,
          endereco,
        }
      : null,
    contatos,
    turmas: completo ? turmas.map(({ id_professor: _p, id_unidade: _u, ...t }) => t) : null,
    matricula: completo
      ? {
          dt_inicio: a.dt_inicio,
          tipo_aluno: a.tipo_aluno,
          tipo_plano: a.tipo_plano,
          dia_pagamento: a.dia_pagamento,
          contrato: a.contrato === 'clube' || a.contrato === 'escola' ? a.contrato : null,
          contrato_versao: a.contrato_versao,
          contrato_aceito_em: a.contrato_aceito_em === null ? null : instanteIso(a.contrato_aceito_em),
        }
      : null,
    frequencia: {
      hoje,
      desde,
      dias: [...dias.entries()].sort(([x], [y]) => (x < y ? -1 : 1)).map(([data, d]) => ({ data, ...d })),
      taxas: { d30: janela(somarDias(hoje, -29)), d90: janela(somarDias(hoje, -89)), d365: janela(d365) },
      ultimas: ultimas.map((u) => ({ ...u, presenca: u.presenca === 1 ? 1 : 0 })),
    },
    anonimizada_em: a.anonimizada_em === null ? null : instanteIso(a.anonimizada_em),
    esgrima: { categoria: a.categoria, armas: await armasDoAluno(db, id_aluno) },
  };
  await auditada;
  return ok({ perfil });
}

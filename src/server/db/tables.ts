// The database as Kysely sees it. Row types stay inside repositories.
import type { ColumnType, Generated } from 'kysely';
import type { DiaSemana, Genero, Mao, TipoAluno, TipoPlano, TipoUnidade } from '#shared/constants.ts';

/** A nullable column an insert may leave out (it is then null). */
type Opcional<T> = ColumnType<T | null, T | null | undefined, T | null>;

interface EnderecoTable {
  id_endereco: Generated<number>;
  cep: string;
  estado: string;
  cidade: string;
  bairro: string;
  rua: string;
  numero: string;
}

interface PessoaTable {
  id_pessoa: Generated<number>;
  nome_pessoa: string;
  dt_nasc_pessoa: string | null;
  cpf_pessoa: string | null;
  rg_pessoa: string | null;
  email_pessoa: string | null;
  senha_pessoa: string | null;
  telefone_pessoa: string | null;
  genero: Genero | null;
  id_endereco: number | null;
  adm: Generated<0 | 1>;
}

/**
 * The role tables (guardian, student, teacher) are keyed by their person's id:
 * id_responsavel, id_aluno and id_professor equal id_pessoa (a CHECK holds it;
 * migration 2026-11-24-001, docs/decisions/012-one-id-per-person.md).
 */
interface ResponsavelAlunoTable {
  id_responsavel: number;
  id_pessoa: number;
}

interface AlunoTable {
  id_aluno: number;
  id_pessoa: number;
  destro_canhoto: Mao | null;
  id_responsavel: number | null;
  id_responsavel2: number | null;
  /** The financial guardian when it is not guardian 1 (paying wizard, answer "nao"). */
  id_responsavel_financeiro: number | null;
  dt_inicio: string;
  tipo_plano: TipoPlano | null;
  dia_pagamento: 10 | 20 | 30 | null;
  tipo_aluno: TipoAluno;
  /** Which contract was accepted ('clube' or 'escola') and when (epoch ms). */
  contrato: string | null;
  contrato_aceito_em: number | null;
  /** The version of that contract's PDF (CONTRATO_VERSAO), recorded at enrolment. */
  contrato_versao: Opcional<string>;
  /** Inactive since this club day (YYYY-MM-DD); null: active (migration 2026-11-24-006-inativos). */
  inativo_desde: Opcional<string>;
  motivo_inativo: Opcional<string>;
}

/** The classes an inactive student was in when deactivated (given back on reactivation). */
interface AlunoTurmaAnteriorTable {
  id_aluno: number;
  id_turma: number;
  dt_entrada: string | null;
}

interface AlunoHasTurmaTable {
  id_aluno: number;
  id_turma: number;
  /** The club day the student joined the class (YYYY-MM-DD); null: since always. */
  dt_entrada: Opcional<string>;
}

interface ProfessorTable {
  id_professor: number;
  id_pessoa: number;
  caminho_foto: string | null;
  /** Inactive since this club day; null: active. An inactive teacher cannot log in. */
  inativo_desde: Opcional<string>;
}

interface UnidadeTable {
  id_unidade: Generated<number>;
  nome_unidade: string;
  cnpj_unidade: string | null;
  telefone_unidade: string | null;
  email_unidade: string | null;
  mais_contatos: string | null;
  id_endereco: number | null;
  tipo: TipoUnidade;
}

interface TurmaTable {
  id_turma: Generated<number>;
  nome_turma: string;
  qtd_maxima: number;
  id_professor: number;
  id_unidade: number;
  dia_semana: DiaSemana;
  horario: string;
}

interface ChamadaTable {
  id_chamada: Generated<number>;
  id_turma: number;
  data_c: string;
  status_c: Generated<0 | 1>;
  observacao: string | null;
  /** When it was first sent (epoch ms); null: never, or before this was recorded. */
  enviada_em: Opcional<number>;
  /** How many times it was written (0: never sent; each send or correction adds one). */
  versao: Generated<number>;
}

/** One send or correction of a chamada (migration 2026-11-24-003-chamada-registro-vagas). */
interface ChamadaRegistroTable {
  id_registro: Generated<number>;
  id_chamada: number;
  /** The chamada's version this write produced. */
  versao: number;
  tipo: 'envio' | 'correcao';
  /** Who wrote it (null once that person is deleted) and the name they had then. */
  id_pessoa: number | null;
  autor: string;
  feito_em: number;
  observacao_antes: string | null;
  observacao_depois: string | null;
  /** JSON [[id_aluno, antes (0, 1 or null), depois (0 or 1)], ...]: every mark that changed. */
  marcas: string;
}

interface ChamadaAlunoTable {
  id_chamada: number;
  id_aluno: number;
  presenca: 0 | 1;
}

/**
 * The dashboard's summary of one student (migration 2026-11-24-002-painel; kept by triggers):
 * '' or 0 where nothing is recorded.
 */
interface PainelAlunoTable {
  id_aluno: number;
  /** 1: in at least one class. */
  ativo: 0 | 1;
  tipo_aluno: TipoAluno;
  genero: Genero | '';
  destro_canhoto: Mao | '';
  ano_nasc: number;
  cidade: string;
}

/** How many students share each combination of the summary's values (kept by triggers). */
interface PainelContagemTable extends Omit<PainelAlunoTable, 'id_aluno'> {
  n: number;
}

/** A unit a student has at least one class in (kept by triggers). */
interface PainelUnidadeTable {
  id_unidade: number;
  id_aluno: number;
}

/** How many students have a class in each unit (kept by triggers). */
interface PainelUnidadeContagemTable {
  id_unidade: number;
  n: number;
}

/** How many students each class has (kept by triggers). */
interface PainelTurmaTable {
  id_turma: number;
  alunos: number;
}

interface SessaoTable {
  token_hash: string;
  id_pessoa: number;
  criada_em: number;
  usada_em: number;
}

interface TentativaLoginTable {
  chave: string;
  falhas: number;
  inicio_janela: number;
}

export interface Database {
  endereco: EnderecoTable;
  pessoa: PessoaTable;
  responsavel_aluno: ResponsavelAlunoTable;
  aluno: AlunoTable;
  aluno_has_turma: AlunoHasTurmaTable;
  aluno_turma_anterior: AlunoTurmaAnteriorTable;
  professor: ProfessorTable;
  unidade: UnidadeTable;
  turma: TurmaTable;
  chamada: ChamadaTable;
  chamada_aluno: ChamadaAlunoTable;
  painel_aluno: PainelAlunoTable;
  painel_contagem: PainelContagemTable;
  painel_unidade: PainelUnidadeTable;
  painel_unidade_contagem: PainelUnidadeContagemTable;
  painel_turma: PainelTurmaTable;
  chamada_registro: ChamadaRegistroTable;
  sessao: SessaoTable;
  tentativa_login: TentativaLoginTable;
}

// The shapes of the personal-data registry (dados-pessoais.ts): a table's personal columns,
// their role and what anonymisation does with each, as the comment there explains.
import type { RawBuilder } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { Exportacao } from '#shared/schemas/pessoas-dados.ts';

type Papel = 'titular' | 'referencia' | 'dado';
type Anonimizacao = 'manter' | 'apagar' | 'nome' | 'ano' | 'derivado';

export interface ColunaPessoal {
  papel: Papel;
  anonimizar: Anonimizacao;
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
  /**
   * Where the export's statement tells what this table keeps about the person
   * (#shared/schemas/pessoas-dados.ts), or why it stays out of it ({ interna: reason }).
   */
  exportacao: ParteExportacao | { interna: string };
}

/** The statement's parts (every key of the export but its header). */
type ParteExportacao = Exclude<keyof Exportacao, 'id_pessoa' | 'nome' | 'gerada_em'>;

export const titular = (anonimizar: Anonimizacao = 'manter'): ColunaPessoal => ({
  papel: 'titular',
  anonimizar,
});
export const referencia = (anonimizar: Anonimizacao = 'manter'): ColunaPessoal => ({
  papel: 'referencia',
  anonimizar,
});
export const dado = (anonimizar: Anonimizacao): ColunaPessoal => ({ papel: 'dado', anonimizar });

// The schema side of the registry of personal data (dados-pessoais.ts): the rule by which a
// column looks personal, the columns that look so but are not (each with its reason), and
// the real schema's columns, read on both dialects. The schema walk
// (dados-pessoais.test.ts) uses all three.
import { sql } from 'kysely';
import { dialectOf, type Executor } from '#server/db/executor.ts';

/**
 * The rule the schema test applies: a column looks personal when a part of its name (split
 * at `_`) is one of the `dados` words (cpf_pessoa, nome_turma, autor), or when it is a pointer
 * (`id_...`) with a part among `ponteiros` (id_aluno, id_responsavel2, id_autor). Such a
 * column is covered by DADOS_PESSOAIS or declared below as not personal, with the reason.
 */
const PARECE_PESSOAL = {
  dados: [
    'cpf',
    'rg',
    'nome',
    'telefone',
    'celular',
    'email',
    'endereco',
    'cep',
    'rua',
    'bairro',
    'cidade',
    'nasc',
    'nascimento',
    'senha',
    'foto',
    'autor',
  ],
  ponteiros: [
    'pessoa',
    'aluno',
    'responsavel',
    'responsavel2',
    'professor',
    'autor',
    'pagador',
    'titular',
    'usuario',
  ],
} as const;

/** The rule of PARECE_PESSOAL applied to a column's name. */
export function parecePessoal(coluna: string): boolean {
  const partes = coluna.toLowerCase().split('_');
  const em = (lista: readonly string[]) => partes.some((p) => lista.includes(p));
  return em(PARECE_PESSOAL.dados) || (partes[0] === 'id' && em(PARECE_PESSOAL.ponteiros));
}

/** `tabela.coluna` → why a column whose name looks personal holds no person's data. */
export const NAO_PESSOAIS: Readonly<Record<string, string>> = {
  'unidade.nome_unidade': "a unit's name",
  'unidade.telefone_unidade': "a unit's public phone",
  'unidade.email_unidade': "a unit's public e-mail",
  'unidade.id_endereco': "a unit's address (a place, not a person)",
  'turma.nome_turma': "a class's name",
  'esgrima_categoria.nome': "a competition category's name (the club's table)",
  'clube.nome': "the club's name",
  'clube.email': "the club's public e-mail",
  'clube.telefone': "the club's public phone",
  'clube.cidade': "the club's city",
  'clube.encarregado_nome': "the club's data protection officer, published on the privacy notice",
  'clube.encarregado_email': "the data protection officer's public contact",
  'painel_contagem.cidade': 'a count of students per city: no row is a person',
  'painel_contagem.ano_nasc': 'a count of students per birth year: no row is a person',
  'segredo.nome': "a server secret's name",
  'financeiro_configuracao.pix_nome': "the club's Pix beneficiary name",
  'financeiro_configuracao.pix_cidade': "the club's city on its Pix code",
  'financeiro_contador.nome': "a counter's name (the receipts' sequence)",
  'pessoa.troca_senha': 'a flag: the password must be changed (no password in it)',
};

/** Every column of the connection's own tables (SQLite: the file; PostgreSQL: its schema), with its type. */
export async function colunasDoBanco(
  db: Executor,
): Promise<{ tabela: string; coluna: string; tipo: string }[]> {
  const { rows } =
    dialectOf(db) === 'postgres'
      ? await sql<{ tabela: string; coluna: string; tipo: string }>`
          select c.table_name as tabela, c.column_name as coluna, c.data_type as tipo
          from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          order by c.table_name, c.ordinal_position`.execute(db)
      : await sql<{ tabela: string; coluna: string; tipo: string }>`
          select m.name as tabela, p.name as coluna, lower(p.type) as tipo
          from sqlite_master m join pragma_table_xinfo(m.name) p
          where m.type = 'table' and m.name not like 'sqlite_%' and m.sql not like 'create virtual%'
          order by m.name, p.cid`.execute(db);
  return rows;
}

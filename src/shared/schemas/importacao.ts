// Bringing an existing club in: a CSV of students with guardians, addresses and
// classes (POST /api/importacao/alunos/previa, then POST /api/importacao/alunos). The
// columns, in the template's order, with their pt-BR headers; the request and answers.
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { textoLimpo, z } from './fields';

/** One column of the template: its key, its header, whether a value is required, what goes in it. */
export interface ColunaImportacao {
  chave: string;
  titulo: string;
  obrigatoria: boolean;
  formato: string;
}

const pessoaColunas = (prefixo: string, titulo: string, obrigatoria: boolean): ColunaImportacao[] => [
  { chave: `${prefixo}_nome`, titulo: `${titulo} - Nome`, obrigatoria, formato: 'Nome completo' },
  {
    chave: `${prefixo}_cpf`,
    titulo: `${titulo} - CPF`,
    obrigatoria,
    formato: '000.000.000-00 ou só números',
  },
  { chave: `${prefixo}_rg`, titulo: `${titulo} - RG`, obrigatoria, formato: 'Só números (5 a 13)' },
  { chave: `${prefixo}_email`, titulo: `${titulo} - E-mail`, obrigatoria, formato: 'nome@exemplo.com' },
  { chave: `${prefixo}_telefone`, titulo: `${titulo} - Telefone`, obrigatoria, formato: '(11) 98765-4321' },
  { chave: `${prefixo}_genero`, titulo: `${titulo} - Gênero`, obrigatoria, formato: 'M ou F' },
];

export const COLUNAS_IMPORTACAO: ColunaImportacao[] = [
  { chave: 'nome', titulo: 'Nome do aluno', obrigatoria: true, formato: 'Nome completo' },
  { chave: 'nascimento', titulo: 'Data de nascimento', obrigatoria: true, formato: 'DD/MM/AAAA' },
  { chave: 'cpf', titulo: 'CPF do aluno', obrigatoria: true, formato: '000.000.000-00 ou só números' },
  { chave: 'rg', titulo: 'RG do aluno', obrigatoria: true, formato: 'Só números (5 a 13)' },
  { chave: 'email', titulo: 'E-mail do aluno', obrigatoria: true, formato: 'nome@exemplo.com' },
  { chave: 'telefone', titulo: 'Telefone do aluno', obrigatoria: true, formato: '(11) 98765-4321' },
  { chave: 'genero', titulo: 'Gênero', obrigatoria: true, formato: 'M ou F' },
  { chave: 'mao', titulo: 'Mão dominante', obrigatoria: true, formato: 'Destro ou Canhoto' },
  {
    chave: 'tipo',
    titulo: 'Tipo de aluno',
    obrigatoria: true,
    formato: 'Pagante, Não pagante ou Escola',
  },
  { chave: 'plano', titulo: 'Plano', obrigatoria: false, formato: 'Mensal, Semestral ou Anual (pagantes)' },
  {
    chave: 'dia_pagamento',
    titulo: 'Dia de pagamento',
    obrigatoria: false,
    formato: '10, 20 ou 30 (pagantes)',
  },
  {
    chave: 'matricula',
    titulo: 'Data de matrícula',
    obrigatoria: false,
    formato: 'DD/MM/AAAA (em branco: hoje)',
  },
  {
    chave: 'turmas',
    titulo: 'Turmas',
    obrigatoria: true,
    formato: 'Códigos ou nomes das turmas, separados por vírgula, todas da mesma unidade',
  },
  { chave: 'cep', titulo: 'CEP', obrigatoria: true, formato: '00000-000' },
  { chave: 'estado', titulo: 'Estado', obrigatoria: true, formato: 'UF, como SP' },
  { chave: 'cidade', titulo: 'Cidade', obrigatoria: true, formato: 'Texto' },
  { chave: 'bairro', titulo: 'Bairro', obrigatoria: true, formato: 'Texto' },
  { chave: 'rua', titulo: 'Rua', obrigatoria: true, formato: 'Texto' },
  { chave: 'numero', titulo: 'Número', obrigatoria: true, formato: 'Texto' },
  ...pessoaColunas('resp1', 'Responsável 1', false),
  ...pessoaColunas('resp2', 'Responsável 2', false),
];

/** The most rows one file may hold. */
export const IMPORTACAO_MAX_LINHAS = 10_000;
/** The largest file, in characters (about 10 000 full rows). */
const IMPORTACAO_MAX_CARACTERES = 8_000_000;

/** POST /api/importacao/alunos/previa and /api/importacao/alunos: the CSV's text. */
export const importacaoInput = z.object({
  arquivo: z
    .string()
    .min(1, 'Escolha um arquivo CSV.')
    .max(IMPORTACAO_MAX_CARACTERES, 'Arquivo grande demais.')
    .refine((v) => textoLimpo(v, true), MSG_RECUSA.caracteresInvalidos),
});
export type ImportacaoInput = z.infer<typeof importacaoInput>;

/** One problem: the file's own (linha null) or a row's (the spreadsheet's row number, header = 1). */
export const problemaImportacao = z.object({
  linha: z.int().nullable(),
  coluna: z.string().nullable(),
  mensagem: z.string(),
});
export type ProblemaImportacao = z.infer<typeof problemaImportacao>;

/** How many problems an answer lists (the count is always whole). */
export const IMPORTACAO_MAX_PROBLEMAS = 1000;
/** How many rows the preview shows. */
export const IMPORTACAO_AMOSTRA = 100;

export const previaResponse = z.object({
  /** Data rows in the file. */
  linhas: z.int(),
  /** Rows with at least one problem. */
  comProblemas: z.int(),
  totalProblemas: z.int(),
  /** The problems, in file order; at most IMPORTACAO_MAX_PROBLEMAS. */
  problemas: z.array(problemaImportacao),
  /** The first IMPORTACAO_AMOSTRA rows as they would be imported. */
  amostra: z.array(
    z.object({
      linha: z.int(),
      nome: z.string(),
      tipo_aluno: z.string().nullable(),
      turmas: z.array(z.string()),
      responsaveis: z.int(),
      ok: z.boolean(),
    }),
  ),
});
export type Previa = z.infer<typeof previaResponse>;

/** POST /api/importacao/alunos (201). */
export const importadoResponse = z.object({ importados: z.int(), message: z.string() });
export type Importado = z.infer<typeof importadoResponse>;

// The example values of the API reference: each field of the API keeps one name wherever
// it appears (`nome_pessoa` in a student, a teacher, a guardian), so one value per name
// fills every request and answer sample of the document (a curl body a person can send as
// it is) instead of empty strings. They are written into the OpenAPI document only: the
// shared zod schemas, which the browser's bundles carry, stay as they are. Every value
// here passes its field's own schema (api-docs.test.ts sends samples built from them).

import { COLUNAS_IMPORTACAO } from '#shared/schemas/importacao.ts';

/** One example per field name, as the API reads it. */
const EXEMPLOS_DOS_CAMPOS: Record<string, string | number | boolean> = {
  // Access
  usuario: 'ana.souza@clube.com.br',
  senha: 'florete-azul-no-varal',
  atual: 'sabre-verde-na-sala',
  nova: 'florete-azul-no-varal',
  // The club
  nome: 'Clube de Esgrima Estocada',
  cnpj: '11.222.333/0001-81',
  email: 'contato@clube.com.br',
  telefone: '(11) 3333-4444',
  cidade: 'São Paulo',
  encarregado_nome: 'Marina Lopes',
  encarregado_email: 'privacidade@clube.com.br',
  // A person and an address
  nome_pessoa: 'Ana Souza',
  dt_nasc_pessoa: '2012-05-20',
  dt_nasc: '2012-05-20',
  cpf_pessoa: '529.982.247-25',
  rg_pessoa: '12.345.678-9',
  email_pessoa: 'ana.souza@exemplo.com.br',
  telefone_pessoa: '(11) 98765-4321',
  senha_pessoa: 'florete-azul-no-varal',
  caminho_foto: 'fotos/ana-souza.jpg',
  cep: '01310-100',
  estado: 'SP',
  bairro: 'Bela Vista',
  rua: 'Avenida Paulista',
  numero: '1000',
  // A unit and a class
  nome_unidade: 'Unidade Paulista',
  cnpj_unidade: '11.222.333/0001-81',
  telefone_unidade: '(11) 3333-4444',
  email_unidade: 'paulista@clube.com.br',
  mais_contatos: 'Recepção: (11) 3333-4445',
  nome_turma: 'Florete infantil',
  qtd_maxima: 20,
  horario: '18:30',
  // Records (ids are the person's for a student, a teacher or a guardian)
  id: 58,
  id_pessoa: 58,
  id_aluno: 58,
  id_responsavel: 59,
  id_responsavel2: 60,
  id_respondente: 59,
  id_professor: 3,
  id_unidade: 2,
  unidade: 2,
  id_turma: 7,
  turma: 7,
  para: 8,
  id_endereco: 31,
  id_chamada: 120,
  id_cobranca: 240,
  versao: 1,
  // Lists
  q: 'souza',
  pageSize: 20,
  page: 1,
  limit: 20,
  offset: 0,
  // Dates
  data: '2026-11-30',
  data_c: '2026-11-30',
  de: '2026-11-01',
  ate: '2026-11-30',
  desde: '2026-01-01',
  matricula: '2026-03-02',
  dt_inicio: '2026-03-02',
  saida: '2026-11-30',
  feita_em: '2026-11-30T21:15:00.000Z',
  // Enrolment, classes and the chamada
  motivo: 'Mudou de cidade.',
  // The import's CSV: the template's header row, then one student per line.
  arquivo: `${COLUNAS_IMPORTACAO.map((c) => c.titulo).join(';')}\n`,
  observacao: 'Treino de florete com a turma completa.',
  mensagem: 'A aluna chegou depois da chamada; por favor, marque presença.',
  // Privacy
  titulo: 'Termo de uso de imagem',
  texto: 'Autorizo o clube a publicar fotos das aulas e competições.',
  pdf_sha256: 'a3f5c1e2b4d6a8c0e1f3a5b7c9d1e3f5a7b9c1d3e5f7a9b1c3d5e7f9a1b3c5d7',
  vigente_desde: '2026-01-01',
  solicitante_nome: 'Marcos Souza',
  descricao: 'O responsável pede a cópia dos dados da filha.',
  recebido_em: '2026-11-28',
  resposta: 'Dados enviados por e-mail ao responsável.',
  respondido_em: '2026-11-30',
  ciencia_em: '2026-11-28',
  dados_afetados: 'Nomes e telefones dos responsáveis de uma turma.',
  pessoas_afetadas: 12,
  medidas: 'Senhas trocadas e acesso revisto.',
  anpd_comunicada_em: '2026-11-29',
  titulares_comunicados_em: '2026-11-29',
  auditoria_anos: 5,
  anonimizar_anos: 5,
  // Billing (amounts in centavos)
  pix_tipo: 'email',
  pix_chave: 'tesouraria@clube.com.br',
  pix_nome: 'Clube de Esgrima',
  pix_cidade: 'Sao Paulo',
  multa_percentual: 2,
  juros_percentual_mes: 1,
  dias_antecedencia: 10,
  mensal: 18000,
  semestral: 99000,
  anual: 189000,
  bolsa_percentual: 50,
  bolsa_motivo: 'Atleta da equipe de competição.',
  irmaos_percentual: 10,
  irmaos_motivo: 'Dois irmãos matriculados.',
  outro_valor: 15000,
  outro_motivo: 'Acordo da diretoria.',
  competencia: '2026-11',
  pago_em: '2026-11-30',
  valor: 18000,
  fitid: '202611300001',
  // A bank statement as the bank exports it (OFX), with one credit.
  conteudo: [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>BRL<BANKTRANLIST>',
    '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261130100000[-3:BRT]<TRNAMT>180.00<FITID>202611300001<MEMO>PIX RECEBIDO ANA SOUZA</STMTTRN>',
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\n'),
  memo: 'PIX RECEBIDO ANA SOUZA',
  nome_pagador: 'Marcos Souza',
  // The armory
  codigo: 'MASC-014',
  tamanho: 'M',
  devolver_ate: '2026-12-07',
  // A password link's token as the e-mail carries it (43 base64url characters)
  token: 'q7Vn2cXo9LkWm4RtYs8PzA1bEhJd5Ufg3NiK6OaTyQw',
};

type Esquema = Record<string, unknown>;

const TIPOS_COM_EXEMPLO = new Set(['string', 'integer', 'number', 'boolean']);

/**
 * Writes into the JSON Schema, in place, the example of each named property that has none of
 * its own (one of its allowed values, where it has a list), through objects, arrays and unions.
 */
export function comExemplos(esquema: unknown) {
  visitar(esquema, undefined);
}

function visitar(no: unknown, nome: string | undefined) {
  if (!no || typeof no !== 'object') return;
  if (Array.isArray(no)) {
    for (const item of no) visitar(item, nome);
    return;
  }
  const s = no as Esquema;
  const exemplo = nome === undefined ? undefined : EXEMPLOS_DOS_CAMPOS[nome];
  const valores = s.enum as unknown[] | undefined;
  if (
    exemplo !== undefined &&
    TIPOS_COM_EXEMPLO.has(String(s.type)) &&
    !('examples' in s || 'const' in s) &&
    (!valores || valores.includes(exemplo))
  ) {
    s.examples = [exemplo];
  }
  // A route's answers by status (`{ 200: schema }`): each answer's schema.
  if (nome === undefined && !('type' in s) && !('properties' in s) && !('anyOf' in s)) {
    for (const filho of Object.values(s)) visitar(filho, undefined);
    return;
  }
  const propriedades = s.properties as Record<string, unknown> | undefined;
  for (const [chave, filho] of Object.entries(propriedades ?? {})) visitar(filho, chave);
  visitar(s.items, nome);
  for (const uniao of ['anyOf', 'oneOf', 'allOf']) visitar(s[uniao], nome);
}

// The pt-BR names of the fields a request may carry: how an answer that refuses a
// field names it to a person.

/**
 * The pt-BR name of each field a request may carry, by the last part of its path
 * (`aluno.cpf_pessoa` -> CPF): how an answer names a refused field to a person,
 * never by its path.
 */
export const ROTULOS_CAMPOS: Readonly<Record<string, string>> = {
  nome_pessoa: 'Nome completo',
  dt_nasc_pessoa: 'Data de nascimento',
  cpf_pessoa: 'CPF',
  rg_pessoa: 'RG',
  email_pessoa: 'E-mail',
  telefone_pessoa: 'Telefone',
  genero: 'Gênero',
  destro_canhoto: 'Mão dominante',
  senha_pessoa: 'Senha',
  adm: 'Administrador',
  cep: 'CEP',
  estado: 'UF',
  cidade: 'Cidade',
  bairro: 'Bairro',
  rua: 'Rua',
  numero: 'Número',
  nome_unidade: 'Nome da unidade',
  cnpj_unidade: 'CNPJ',
  telefone_unidade: 'Telefone',
  email_unidade: 'E-mail da unidade',
  mais_contatos: 'Mais contatos',
  tipo: 'Tipo',
  nome_turma: 'Nome da turma',
  qtd_maxima: 'Quantidade máxima de alunos',
  id_professor: 'Professor',
  id_unidade: 'Unidade',
  dia_semana: 'Dia da semana',
  horario: 'Horário',
  tipo_aluno: 'Tipo de cadastro',
  tipo_plano: 'Plano',
  dia_pagamento: 'Dia de pagamento',
  financeiro: 'Responsável financeiro',
  dias_semana: 'Dias por semana',
  turmas: 'Turmas',
  contrato_aceito: 'Contrato',
  usuario: 'Usuário',
  senha: 'Senha',
  observacao: 'Observação',
  data_c: 'Data',
  id_turma: 'Turma',
  alunos: 'Alunos',
  presenca: 'Presença',
  de: 'De',
  ate: 'Até',
  arma: 'Arma',
  categoria: 'Categoria',
  inicio_temporada_mes: 'Início da temporada',
  categorias: 'Categorias',
  idade_min: 'Idade mínima',
  idade_max: 'Idade máxima',
};

/** Whose field it is, for a path with that prefix (`responsavel1.cpf_pessoa` -> CPF (responsável 1)). */
export const ROTULOS_GRUPOS: Readonly<Record<string, string>> = {
  aluno: 'aluno',
  responsavel1: 'responsável 1',
  responsavel2: 'responsável 2',
  responsavel_financeiro: 'responsável financeiro',
  endereco: 'endereço',
  categorias: 'categoria',
};

/**
 * Names a field has on the routes under a path instead of its usual one: the armory's
 * `estado` is an item's condition, not a state of an address.
 */
export const ROTULOS_POR_ROTA: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '/api/material': { estado: 'Estado de conservação' },
};

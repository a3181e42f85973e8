// pt-BR texts of the privacy screens: who read what (the audit log), the masked documents
// and their reveal, a person's export and anonymisation, and the retention settings
// (docs/decisions/028-audit-and-anonymisation.md).
import { type AcaoAuditoria, acaoAuditoria } from '#shared/schemas/auditoria.ts';

export const ROTULO_ACAO: Record<AcaoAuditoria, string> = {
  ver: 'Visualizou o cadastro',
  exportar: 'Exportou os dados',
  editar: 'Alterou dados',
  anonimizar: 'Anonimizou',
  revelar_documento: 'Revelou CPF/RG',
  consentimento: 'Consentimento',
  financeiro_emissao: 'Emitiu cobrança',
  financeiro_cancelamento: 'Cancelou cobrança',
  financeiro_pagamento: 'Registrou pagamento',
  financeiro_estorno: 'Estornou pagamento',
  financeiro_desconto: 'Concedeu desconto',
  financeiro_importacao: 'Importou extrato',
};

/** An entry's action as the screens name it (an unknown one as it is stored). */
export function rotuloAcao(acao: string): string {
  const a = acaoAuditoria.safeParse(acao);
  return a.success ? ROTULO_ACAO[a.data] : acao;
}

export const MSG_AUDITORIA = {
  // The audit log
  tituloAuditoria: 'Registro de acessos',
  quemAcessou: 'Quem acessou',
  semAcessos: 'Nenhum acesso registrado.',
  quando: 'Quando',
  quem: 'Quem',
  acao: 'Ação',
  pessoa: 'Pessoa',
  autor: 'Autor (id)',
  idPessoa: 'Pessoa (id)',
  de: 'De',
  ate: 'Até',
  todasAcoes: 'Todas as ações',
  buscar: 'Buscar',
  publico: 'Acesso público',
  periodoInvertido: 'A data final não pode ser antes da inicial.',
  controlesPagina: {
    first: 'Primeira página',
    previous: 'Página anterior',
    next: 'Próxima página',
    last: 'Última página',
  },
  pagina: (n: number) => `Página ${n}`,
  // Masked documents
  mostrar: 'Mostrar CPF e RG',
  documentosRevelados: 'Documentos revelados (acesso registrado).',
  // Export
  exportar: 'Exportar dados',
  tituloExportacao: (nome: string) => `Dados de ${nome}`,
  exportacaoGeradaEm: (quando: string) => `Gerado em ${quando}.`,
  baixarJson: 'Baixar JSON',
  imprimir: 'Imprimir',
  semLinhas: 'Nada registrado.',
  acessos: 'Quem acessou o cadastro',
  // Anonymisation
  anonimizar: 'Anonimizar',
  tituloAnonimizar: 'Anonimizar pessoa',
  avisoAnonimizar:
    'Nome, CPF, RG, telefone, e-mail e endereço serão apagados; a data de nascimento fica só com o ano. ' +
    'A frequência e o financeiro ficam guardados, sem identificação. Não é possível desfazer.',
  digiteConfirmacao: 'Digite ANONIMIZAR para confirmar',
  confirmacaoErrada: 'Digite ANONIMIZAR, em maiúsculas, para confirmar.',
  anonimizada: 'Pessoa anonimizada.',
  nomeAnonimizado: (id: number) => `Pessoa anonimizada #${id}`,
  jaAnonimizada: 'Esta pessoa já foi anonimizada.',
  reativarAnonimizado: 'Um aluno anonimizado não pode ser reativado.',
  pessoaNaoEncontrada: 'Pessoa não encontrada.',
  recusa: {
    matricula_ativa: 'A pessoa tem matrícula ativa. Desative o aluno antes de anonimizar.',
    responsavel_de_aluno_ativo: 'A pessoa é responsável por um aluno ativo.',
    professor_ativo: 'A pessoa é professor ativo. Desative o professor antes de anonimizar.',
    administrador: 'Um administrador não pode ser anonimizado.',
    cobranca_em_aberto: 'A pessoa tem cobrança em aberto.',
  },
  recusaDe: (nome: string, motivo: string) => `${nome}: ${motivo}`,
  // Retention
  tituloRetencao: 'Retenção de dados',
  auditoriaAnos: 'Guardar o registro de acessos por (anos)',
  anonimizarAnos: 'Anonimizar N anos após a saída',
  anosInvalidos: 'Use de 1 a 20 anos.',
  salvar: 'Salvar',
  salvo: 'Configuração salva.',
  devidos: 'Pessoas com anonimização devida',
  semDevidos: 'Ninguém com anonimização devida.',
  saida: 'Saída',
  papel: 'Papel',
  papelAluno: 'Aluno',
  papelProfessor: 'Professor',
  papelResponsavel: 'Responsável',
  selecionarTodos: 'Selecionar todos',
  selecionar: (nome: string) => `Selecionar ${nome}`,
  anonimizarSelecionados: (n: number) => `Anonimizar ${n} selecionado(s)`,
  anonimizadasEmLote: (n: number) => `${n} pessoa(s) anonimizada(s).`,
  nenhumaSelecionada: 'Selecione ao menos uma pessoa.',
  expurgadas: (n: number) => `${n} entrada(s) antigas do registro de acessos apagadas.`,
  expurgar: 'Apagar entradas antigas do registro',
  privacidade: 'Privacidade',
  dadosPessoais: 'Dados pessoais',
} as const;

// pt-BR texts of the club's armory (material do clube): the items, their loans, the
// screens and the server's answers.

/** The item types as a person reads them. */
import { ROTULO_ARMA } from '#shared/messages/esgrima.ts';
import type { Arma } from '#shared/rules/esgrima.ts';
export const ROTULOS_TIPO_MATERIAL = {
  mascara: 'Máscara',
  jaqueta: 'Jaqueta',
  plastron: 'Plastron',
  luva: 'Luva',
  calca: 'Calça',
  arma: 'Arma',
  fio_de_corpo: 'Fio de corpo',
  outro: 'Outro',
} as const;

export const ROTULOS_ESTADO_MATERIAL = { bom: 'Bom', reparo: 'Em reparo', baixado: 'Baixado' } as const;

/** "Máscara M (MAS-01)", "Arma · Florete (FL-3)": how an item is named in a sentence. */
export function nomeDoMaterial(m: {
  tipo: keyof typeof ROTULOS_TIPO_MATERIAL;
  arma: Arma | null;
  tamanho: string | null;
  codigo: string;
}): string {
  const partes = [ROTULOS_TIPO_MATERIAL[m.tipo], m.arma && ROTULO_ARMA[m.arma], m.tamanho];
  return `${partes.filter(Boolean).join(' ')} (${m.codigo})`;
}

export const MSG_MATERIAL = {
  // Fields and their checks.
  tipo: 'Tipo',
  arma: 'Arma',
  tamanho: 'Tamanho',
  codigo: 'Código',
  estado: 'Estado',
  observacao: 'Observação',
  aluno: 'Aluno',
  devolverAte: 'Devolver até',
  tipoInvalido: 'Escolha um tipo da lista.',
  armaInvalida: 'Escolha florete, espada ou sabre.',
  armaObrigatoria: 'Informe a arma da lâmina.',
  armaSoDeLaminaOuFio: 'A arma só vale para lâminas e fios de corpo.',
  estadoInvalido: 'Escolha bom, em reparo ou baixado.',
  disponivelInvalido: 'Use 0 ou 1.',
  devolucaoNoPassado: 'A data de devolução não pode ser antes de hoje.',
  devolucaoLonge: 'A data de devolução pode ser até um ano depois de hoje.',
  // The server's answers.
  materialNaoEncontrado: 'Material não encontrado.',
  codigoEmUso: 'Já existe um material com este código.',
  jaEmprestado: (aluno: string | null) =>
    aluno ? `Este material já está emprestado para ${aluno}.` : 'Este material já está emprestado.',
  emReparo: 'Este material está em reparo e não pode ser emprestado.',
  baixado: 'Este material foi baixado e não pode ser emprestado.',
  naoEmprestado: 'Este material não está emprestado.',
  devolvaAntes: 'Este material está emprestado: registre a devolução antes de mudar o estado.',
  alunoNaoEncontrado: 'Aluno não encontrado.',
  alunoInativo: 'Este aluno está inativo e não pode receber material.',
  /** A student with gear out cannot be deleted: what is out, by name. */
  alunoComMaterial: (itens: readonly string[]) =>
    `Este aluno está com material do clube: ${itens.join(', ')}. Registre a devolução antes de excluí-lo.`,
  emprestimoFeito: 'Empréstimo registrado.',
  devolucaoFeita: 'Devolução registrada.',
  materialSalvo: 'Material salvo.',
  // Screens.
  titulo: 'Material do clube',
  menu: 'Material',
  novoMaterial: 'Novo material',
  editarMaterial: 'Editar material',
  buscar: 'Buscar por código, tamanho ou aluno',
  todosTipos: 'Todos os tipos',
  disponibilidade: 'Disponibilidade',
  todos: 'Todos',
  disponiveis: 'Disponíveis',
  emprestados: 'Emprestados',
  comQuem: 'Com quem',
  nenhum: 'Nenhum material encontrado.',
  disponivel: 'Disponível',
  emprestar: 'Emprestar',
  devolver: 'Devolver',
  historico: 'Histórico',
  historicoDe: (item: string) => `Histórico de ${item}`,
  semHistorico: 'Este material ainda não foi emprestado.',
  emprestadoEm: 'Emprestado em',
  emprestadoPor: 'Emprestado por',
  devolvidoEm: 'Devolvido em',
  recebidoPor: 'Recebido por',
  estadoNaDevolucao: 'Estado na devolução',
  aindaComAluno: 'Ainda com o aluno',
  emprestarItem: (item: string) => `Emprestar ${item}`,
  devolverItem: (item: string) => `Devolver ${item}`,
  acoesDe: (item: string) => `Ações de ${item}`,
  digiteAluno: 'Digite o nome do aluno',
  nenhumAluno: 'Nenhum aluno encontrado.',
  confirmarEmprestimo: 'Emprestar',
  confirmarDevolucao: 'Registrar devolução',
  cancelar: 'Cancelar',
  salvar: 'Salvar',
  atrasados: 'Devoluções atrasadas',
  semAtrasados: 'Nenhuma devolução atrasada.',
  diasAtraso: 'Dias de atraso',
  responsavel: 'Responsável',
  telefone: 'Telefone',
  whatsapp: 'WhatsApp',
  enviarWhatsApp: (nome: string) => `Enviar WhatsApp para ${nome}`,
  atrasado: 'Atrasado',
  erroCarregar: 'Não foi possível carregar o material.',
  // The profile and the class detail.
  comMaterial: 'Material do clube',
  semMaterial: 'Nenhum material do clube com o aluno.',
  turmaComMaterial: 'Material do clube com os alunos',
  turmaSemMaterial: 'Nenhum aluno desta turma está com material do clube.',
  ate: (dataBr: string) => `até ${dataBr}`,
  item: 'Item',
} as const;

/** The pre-filled WhatsApp message about an overdue loan (the sender may edit it). */
export const MSG_WHATSAPP_MATERIAL = {
  atraso: (p: { nome: string; aluno: string; clube: string; itens: string; dataBr: string }) =>
    `Olá, ${p.nome}! Tudo bem? Aqui é do ${p.clube}. O material emprestado a ${p.aluno} (${p.itens}) deveria ter sido devolvido até ${p.dataBr}. Pode trazê-lo na próxima aula? Se já devolveu, por favor desconsidere. Obrigado!`,
} as const;

// Texts of the notification bell, which replaced six fixed placeholder notifications
// (docs/decisions/018-notifications.md).
import { MSG } from '#shared/messages/comum.ts';

export const MSG_NOTIFICACOES = {
  /** The bell's accessible name: its count is the unread notifications. */
  sino: (n: number) =>
    `${MSG.notificacoes} (${n === 0 ? 'nenhuma não lida' : n === 1 ? '1 não lida' : `${n} não lidas`})`,
  chamada: (turma: string, data: string) => `Chamada pendente: ${turma} em ${data}`,
  matricula: (aluno: string, data: string) => `Nova matrícula pelo site: ${aluno} em ${data}`,
  lotada: (turma: string, alunos: number, max: number) => `Turma lotada: ${turma} (${alunos}/${max})`,
  correcao: (turma: string, data: string) => `Pedido de correção: ${turma} em ${data}`,
  naoLida: 'Não lida',
  lida: 'Lida',
  vazio: 'Nenhuma notificação.',
  marcarTodas: 'Marcar todas como lidas',
  maisAntigas: (n: number) => (n === 1 ? 'E mais 1 notificação.' : `E mais ${n} notificações.`),
  erro: 'Não foi possível carregar as notificações.',
  chaveInvalida: 'Notificação inválida.',
  chavesDemais: 'Notificações demais de uma vez.',
} as const;

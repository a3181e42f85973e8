// The registry's tables of what the club says to people and how they reach it: the outbox,
// payment reminders and their stop ledger, staff password links, the families' sign-in
// codes and sessions (part of DADOS_PESSOAIS, #server/repositories/dados-pessoais.ts).
import type { TabelaPessoal } from './dados-pessoais-tipos';
import { dado, referencia, titular } from './dados-pessoais-tipos';

export const DADOS_PESSOAIS_CONTATO: readonly TabelaPessoal[] = [
  {
    tabela: 'mensagem',
    titulo: 'Mensagens enviadas',
    exportacao: 'mensagens',
    // The outbox: the person's messages and the address each went to go with the identity.
    excluirLinhas: true,
    colunas: { id_pessoa: titular(), destino: dado('apagar') },
  },
  {
    tabela: 'senha_redefinicao',
    titulo: 'Links de nova senha',
    exportacao: {
      interna: "a staff account's password links: hashes of one-time secrets, kept an hour's use",
    },
    excluirLinhas: true,
    colunas: { id_pessoa: titular() },
  },
  {
    tabela: 'lembrete',
    titulo: 'Lembretes de pagamento',
    exportacao: {
      interna:
        "which of the person's charges got a payment reminder and when: the e-mail itself is the outbox's row",
    },
    // A charge's reminder history stays, by id, as the club's record; the e-mail goes with the outbox.
    colunas: { id_pessoa: titular() },
  },
  {
    tabela: 'lembrete_parada',
    titulo: 'Lembretes de pagamento: parar e voltar a receber',
    exportacao: 'consentimentos',
    // The ledger of the person's choice about payment reminders: kept, by id, like consent.
    colunas: { id_pessoa: titular(), id_operador: referencia() },
  },
  {
    tabela: 'lembrete_configuracao',
    titulo: 'Configuração dos lembretes',
    exportacao: { interna: 'the staff member who changed the reminder rules: a record of the club' },
    colunas: { id_autor: referencia() },
  },
  {
    tabela: 'familia_codigo',
    titulo: 'Códigos de acesso da família',
    exportacao: {
      interna: "the families' portal's sign-in codes: HMACs of one-time secrets, 15 minutes' use",
    },
    excluirLinhas: true,
    colunas: { id_pessoa: titular() },
  },
  {
    tabela: 'sessao_familia',
    titulo: 'Sessões da área da família',
    exportacao: {
      interna:
        "the families' portal's session tokens: secrets of the machinery, deleted when the person signs out or is anonymised",
    },
    excluirLinhas: true,
    colunas: { id_pessoa: titular() },
  },
];

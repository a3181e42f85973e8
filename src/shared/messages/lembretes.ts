// pt-BR texts of the payment reminders: their rules on the finance settings screen, the
// reminder and receipt e-mails, the public page that stops reminders, the desk's view of a
// person's choice and of the reminders a charge got.

/** "1 dia", "3 dias". */
const dias = (n: number) => `${n} ${n === 1 ? 'dia' : 'dias'}`;

export const MSG_LEMBRETES = {
  // The rules (finance settings)
  secaoTitulo: 'Lembretes de cobrança por e-mail',
  secaoDescricao:
    'Em quais dias, contados a partir do vencimento, o clube envia um lembrete de cada cobrança em aberto para quem paga. Use números negativos para antes do vencimento e 0 para o próprio dia.',
  regrasRotulo: 'Dias em relação ao vencimento',
  regrasDescricao: 'Separe por vírgulas. Ex.: -3, 0, 3, 10 (de -30 a 60, até 8 dias diferentes).',
  diasUteisRotulo: 'Só em dias úteis',
  diasUteisDescricao:
    'Um lembrete que cairia num sábado, domingo ou feriado nacional vai no dia útil seguinte.',
  salvar: 'Salvar lembretes',
  salvos: 'Lembretes salvos.',
  nenhumaRegra: 'Nenhum lembrete: o clube não envia lembretes de cobrança.',
  /** How a rule reads: "3 dias antes do vencimento", "no dia do vencimento", "10 dias depois". */
  regra: (d: number) =>
    d === 0
      ? 'No dia do vencimento'
      : d < 0
        ? `${dias(-d)} antes do vencimento`
        : `${dias(d)} depois do vencimento`,

  // Refusals of the rules
  regrasInvalidas: 'Informe números inteiros separados por vírgulas, ex.: -3, 0, 3, 10.',
  diaForaDoIntervalo: 'Cada dia deve estar entre -30 e 60.',
  regrasDemais: 'No máximo 8 dias diferentes.',
  regrasRepetidas: 'Há dias repetidos.',
  diasUteisInvalido: 'Informe sim ou não.',

  // The reminder e-mail
  assunto: (clube: string, periodo: string) => `${clube}: lembrete de pagamento · ${periodo}`,
  saudacao: (nome: string) => `Olá, ${nome}.`,
  antes: (p: { aluno: string; periodo: string; valor: string; vencimento: string }) =>
    `A cobrança de ${p.aluno} (${p.periodo}), de ${p.valor}, vence em ${p.vencimento}.`,
  noDia: (p: { aluno: string; periodo: string; valor: string; vencimento: string }) =>
    `A cobrança de ${p.aluno} (${p.periodo}), de ${p.valor}, vence hoje, ${p.vencimento}.`,
  depois: (p: { aluno: string; periodo: string; valor: string; vencimento: string }) =>
    `A cobrança de ${p.aluno} (${p.periodo}), de ${p.valor}, venceu em ${p.vencimento} e ainda está em aberto.`,
  pagarTexto:
    'Pague pelo Pix na página da cobrança: ela mostra o valor de hoje, com multa e juros se houver. Se você já pagou, desconsidere este e-mail.',
  pagarBotao: 'Pagar com Pix',
  parar: (url: string) => `Não quer mais receber lembretes de pagamento por e-mail? Abra ${url}`,

  // The receipt e-mail
  reciboAssunto: (clube: string, numero: number) => `${clube}: recibo nº ${numero}`,
  reciboTexto: (p: { aluno: string; periodo: string }) =>
    `Recebemos o pagamento de ${p.aluno} referente a ${p.periodo}. Obrigado!`,
  reciboLinhas: (p: { numero: number; valor: string; forma: string; pago_em: string }) => [
    `Recibo nº ${p.numero}`,
    `Valor: ${p.valor}`,
    `Forma de pagamento: ${p.forma}`,
    `Pago em: ${p.pago_em}`,
  ],

  // The public page that stops reminders
  pararTitulo: 'Lembretes de pagamento',
  pararTexto: (nome: string, clube: string) =>
    `${nome}, você recebe do ${clube} lembretes por e-mail das cobranças em aberto. Quer parar de recebê-los?`,
  pararExplicacao:
    'Recibos e outros e-mails necessários continuam chegando. Para voltar a receber lembretes, fale com a secretaria do clube.',
  pararBotao: 'Parar os lembretes',
  parados: 'Pronto. Você não vai mais receber lembretes de pagamento por e-mail.',
  jaParados: 'Você já não recebe lembretes de pagamento por e-mail.',
  linkInvalido: 'Este link não vale mais. Fale com a secretaria do clube.',
  muitosAcessos: 'Muitas tentativas deste endereço. Tente de novo mais tarde.',
  pessoaNaoEncontrada: 'Pessoa não encontrada.',

  // The desk: a person's choice and the reminders sent
  pessoaTitulo: 'Lembretes de pagamento por e-mail',
  pessoaRecebe: 'Recebe lembretes de pagamento por e-mail.',
  pessoaParou: (quando: string, como: string) => `Parou de receber lembretes em ${quando} (${como}).`,
  canal: { link: 'pelo link do e-mail', secretaria: 'na secretaria' } as Record<string, string>,
  voltarAReceber: 'Voltar a enviar lembretes',
  pararNaSecretaria: 'Parar os lembretes',
  preferenciaSalva: 'Preferência de lembretes salva.',
  enviadosTitulo: 'Lembretes enviados',
  nenhumEnviado: 'Nenhum lembrete enviado.',
  colunaRegra: 'Lembrete',
  colunaQuando: 'Criado em',
  colunaPara: 'Para',
  colunaSituacao: 'Situação',
  colunaCobranca: 'Vencimento',
  semMensagem: 'Removida',
  processar: 'Enviar lembretes agora',
  processados: (n: number) =>
    n === 0 ? 'Nenhum lembrete a enviar agora.' : n === 1 ? '1 lembrete criado.' : `${n} lembretes criados.`,
} as const;

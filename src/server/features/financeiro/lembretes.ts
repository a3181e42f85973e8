// The payment reminders' job and the receipt e-mail (docs/decisions/039-payment-reminders.md).
//
// A run, for the club day `hoje`: the day's plan (lembretes-dias.ts) becomes reminders in
// batches of set-based statements (repository-lembretes.ts criarLembretes), and each batch's
// e-mails are queued in the outbox in the same transaction. A reminder's e-mail is the one
// frame of every message (#server/mensagens/modelo.tsx), rendered once per run and kind
// (before, on, after the due date) with markers that each reminder's values replace
// (escaped for the HTML), so a month of reminders costs three renders, not one per charge.
// Every reminder carries the charge's payment link and the payer's own stop link.
import type { Executor } from '#server/db/executor.ts';
import { enviarMensagem } from '#server/mensagens/enviar.ts';
import { lerClube } from '#server/repositories/clube.ts';
import { tokenDe } from '#server/repositories/links-publicos.ts';
import type { NovaMensagem } from '#server/repositories/mensagens.ts';
import { planoEPeriodo, ROTULO_FORMA } from '#shared/messages/financeiro.ts';
import { MSG_LEMBRETES as M } from '#shared/messages/lembretes.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';
import { periodoDe } from '#shared/rules/financeiro-vencimentos.ts';
import { feriadosNacionais, lembretesDoDia } from './lembretes-dias';
import {
  criarLoteDeLembretes,
  dadosDoRecibo,
  faixasDoPlano,
  lerConfigLembretes,
  noncesDeParar,
} from './repository-lembretes';

/** Charges one transaction looks at. */
const LOTE = 1000;

export interface Contexto {
  /** The link secret (payment and stop links). */
  segredo: string;
  /** The site's address the links start with, without a trailing slash. */
  origem: string;
  /** The club's day (its time zone). */
  hoje: string;
}

/** The address links in e-mails start with: APP_URL, else this server's own. */
export const origemDosLinks = (env: { APP_URL?: string; PORT: number }) =>
  (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

type Valores = Record<string, string>;

const escaparHtml = (v: string) =>
  v.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Replaces each {{name}} with its value (escaped for HTML when asked). */
function preencher(modelo: string, valores: Valores, html: boolean): string {
  return modelo.replace(/\{\{(\w+)\}\}/g, (marca, nome: string) => {
    const v = valores[nome];
    if (v === undefined) return marca;
    return html ? escaparHtml(v) : v;
  });
}

type Tipo = 'antes' | 'noDia' | 'depois';
const tipoDe = (dias: number): Tipo => (dias < 0 ? 'antes' : dias === 0 ? 'noDia' : 'depois');

/** The three kinds of reminder rendered once with markers for the values. */
async function modelosDeLembrete(clube: string) {
  const { renderizar } = await import('#server/mensagens/modelo.tsx');
  const marcas = {
    aluno: '{{aluno}}',
    periodo: '{{periodo}}',
    valor: '{{valor}}',
    vencimento: '{{vencimento}}',
  };
  const feitos = await Promise.all(
    (['antes', 'noDia', 'depois'] as const).map((tipo) =>
      renderizar({
        clube,
        assunto: '',
        saudacao: M.saudacao('{{nome}}'),
        paragrafos: [M[tipo](marcas), M.pagarTexto],
        botao: { rotulo: M.pagarBotao, url: '{{pagar}}' },
        nota: M.parar('{{parar}}'),
      }),
    ),
  );
  return { antes: feitos[0], noDia: feitos[1], depois: feitos[2] } as const;
}

/**
 * Creates the reminders due on `ctx.hoje` and queues their e-mails; answers how many
 * messages were created. Safe to run on any number of instances at once.
 */
export async function processarLembretes(db: Executor, ctx: Contexto, agora = Date.now()): Promise<number> {
  const config = await lerConfigLembretes(db);
  const plano = lembretesDoDia(
    ctx.hoje,
    config.regras.map((r) => r.dias),
    config.dias_uteis,
    await feriadosNacionais(),
  );
  if (plano.length === 0) return 0;
  let modelos: Awaited<ReturnType<typeof modelosDeLembrete>> | null = null;
  let clube = '';
  let criadas = 0;
  for (const faixa of await faixasDoPlano(db, plano, LOTE)) {
    const feitas = await criarLoteDeLembretes(db, plano, agora, faixa, async (tx, dados) => {
      if (!modelos) {
        clube = (await lerClube(tx)).nome;
        modelos = await modelosDeLembrete(clube);
      }
      const parar = await noncesDeParar(
        tx,
        ctx.segredo,
        dados.map((d) => d.id_pessoa),
        agora,
      );
      const feitas: { id_lembrete: number; mensagem: NovaMensagem }[] = [];
      for (const d of dados) {
        if (!d.email) continue;
        const periodo = planoEPeriodo(d.plano, periodoDe(d.vencimento, d.plano));
        const nonceParar = parar.get(d.id_pessoa);
        const valores: Valores = {
          nome: d.nome,
          aluno: d.aluno,
          periodo,
          valor: formatarReais(d.valor),
          vencimento: isoParaBr(d.vencimento),
          pagar: d.nonce
            ? `${ctx.origem}/pagar/${tokenDe(ctx.segredo, 'cobranca', d.id_cobranca, d.nonce)}`
            : ctx.origem,
          parar: nonceParar
            ? `${ctx.origem}/lembretes/parar/${tokenDe(ctx.segredo, 'parar_lembretes', d.id_pessoa, nonceParar)}`
            : ctx.origem,
        };
        const modelo = modelos[tipoDe(d.dias)];
        feitas.push({
          id_lembrete: d.id_lembrete,
          mensagem: {
            id_pessoa: d.id_pessoa,
            destino: d.email,
            motivo: 'cobranca',
            assunto: M.assunto(clube, periodo),
            texto: preencher(modelo.texto, valores, false),
            html: preencher(modelo.html, valores, true),
          },
        });
      }
      return feitas;
    });
    criadas += feitas;
  }
  return criadas;
}

/**
 * Queues a payment's receipt e-mail to the charge's payer, in the payment's transaction;
 * answers whether one was queued (none without an e-mail). Receipts cannot be stopped.
 */
export async function enfileirarRecibo(tx: Executor, id_pagamento: number): Promise<boolean> {
  const r = await dadosDoRecibo(tx, id_pagamento);
  if (!r?.email) return false;
  const clube = (await lerClube(tx)).nome;
  const periodo = planoEPeriodo(r.plano, periodoDe(r.vencimento, r.plano));
  await enviarMensagem(tx, {
    id_pessoa: r.id_pessoa,
    email: r.email,
    motivo: 'recibo',
    conteudo: {
      clube,
      assunto: M.reciboAssunto(clube, r.numero_recibo),
      saudacao: M.saudacao(r.nome),
      paragrafos: [
        M.reciboTexto({ aluno: r.aluno, periodo }),
        ...M.reciboLinhas({
          numero: r.numero_recibo,
          valor: formatarReais(r.valor),
          forma: ROTULO_FORMA[r.forma],
          pago_em: isoParaBr(r.pago_em),
        }),
      ],
    },
  });
  return true;
}

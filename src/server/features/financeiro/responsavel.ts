// The WhatsApp link to write to whoever pays for a student (who that is: repository-pagadores.ts).
import type { Executor } from '#server/db/executor.ts';
import { lerClube } from '#server/repositories/clube.ts';
import type { TipoPlano } from '#shared/constants.ts';
import { MSG_WHATSAPP, planoEPeriodo } from '#shared/messages/financeiro.ts';
import { type RegraAtraso, valorDevidoHoje } from '#shared/rules/financeiro-valores.ts';
import { periodoDe } from '#shared/rules/financeiro-vencimentos.ts';
import { linkWhatsapp } from '#shared/rules/whatsapp.ts';
import { type Pagador, pagadores } from './repository-pagadores';

/** An open charge as a reminder names it: what it pays for, its amount due today, its full link. */
export interface CobrancaLembrada extends RegraAtraso {
  plano: TipoPlano;
  vencimento: string;
  valor: number;
  link: string;
}

/**
 * The WhatsApp link of a reminder to `pagador` about `aluno`'s open charges: each charge
 * with its plan and period, its amount due today (the rule every screen uses) and its own
 * link, then the total; null without a phone or a charge.
 */
export function lembreteWhatsapp(
  pagador: Pagador | null,
  aluno: string,
  clube: string,
  cobrancas: readonly CobrancaLembrada[],
  hoje: string,
): string | null {
  if (!pagador || cobrancas.length === 0) return null;
  return linkWhatsapp(
    pagador.telefone,
    MSG_WHATSAPP.cobranca({
      nome: pagador.nome,
      aluno,
      clube,
      itens: cobrancas.map((c) => ({
        periodo: planoEPeriodo(c.plano, periodoDe(c.vencimento, c.plano)),
        valor: valorDevidoHoje(c.valor, c.vencimento, c, hoje),
        link: c.link,
      })),
    }),
  );
}

/** The reminder of one student's open charges, reading their payer and the club's name. */
export async function mensagemDeCobranca(
  db: Executor,
  aluno: { id_aluno: number; nome_aluno: string },
  hoje: string,
  cobrancas: readonly CobrancaLembrada[],
): Promise<string | null> {
  const [quemPaga, clube] = await Promise.all([pagadores(db, [aluno.id_aluno]), lerClube(db)]);
  return lembreteWhatsapp(
    quemPaga.get(aluno.id_aluno) ?? null,
    aluno.nome_aluno,
    clube.nome,
    cobrancas,
    hoje,
  );
}

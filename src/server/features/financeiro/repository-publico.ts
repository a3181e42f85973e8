// The charge's public page (GET /api/pagar/{token}): the link opens its one charge and
// shows the club's name, the student's first name, the period, the amount due today, the
// Pix and the status. Nothing else about anyone.
import type { Executor } from '#server/db/executor.ts';
import { abrirLink } from '#server/repositories/links-publicos.ts';
import { valorDevidoHoje } from '#shared/rules/financeiro-valores.ts';
import type { Pagar } from '#shared/schemas/financeiro.ts';
import { brCodeDeHoje, qrSvg } from './pix';

export async function paginaDePagamento(db: Executor, token: string, hoje: string): Promise<Pagar | null> {
  const id = await abrirLink(db, 'cobranca', token);
  if (id === null) return null;
  const [c, clube] = await Promise.all([
    db
      .selectFrom('cobranca as c')
      .innerJoin('pessoa as p', 'p.id_pessoa', 'c.id_aluno')
      .leftJoin('pagamento as pg', (j) =>
        j.onRef('pg.id_cobranca', '=', 'c.id_cobranca').on('pg.estornado_em', 'is', null),
      )
      .select([
        'p.nome_pessoa',
        'c.competencia',
        'c.vencimento',
        'c.valor',
        'c.status',
        'c.multa_centesimos',
        'c.juros_centesimos_mes',
        'c.pix_copia_e_cola',
        'c.txid',
        'pg.pago_em',
      ])
      .where('c.id_cobranca', '=', id)
      .executeTakeFirst(),
    db.selectFrom('clube').select('nome').where('id_clube', '=', 1).executeTakeFirst(),
  ]);
  if (!c) return null;
  const aberta = c.status === 'aberta';
  const devido = aberta ? valorDevidoHoje(c.valor, c.vencimento, c, hoje) : 0;
  const pix = aberta ? brCodeDeHoje(c.pix_copia_e_cola, devido, c.txid) : null;
  return {
    clube: clube?.nome ?? '',
    primeiro_nome: c.nome_pessoa.trim().split(/\s+/)[0] ?? '',
    competencia: c.competencia,
    vencimento: c.vencimento,
    valor_devido_hoje: devido,
    status: c.status,
    vencida: aberta && c.vencimento < hoje,
    pago_em: c.status === 'paga' ? (c.pago_em ?? null) : null,
    pix_copia_e_cola: pix,
    qr_svg: pix ? await qrSvg(pix) : null,
  };
}

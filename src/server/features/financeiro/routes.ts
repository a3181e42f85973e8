// Billing (docs/product/finance.md): every route is administrators only, except the public
// payment page's GET /api/pagar/{token}. With `emissaoAutomatica` (the server, not the
// tests) the issuing job also runs at start and every hour.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agendarEmissao } from './emissao-automatica';
import lembretesRoutes from './lembretes-routes';
import cobrancasRoutes from './routes-cobrancas';
import configuracaoRoutes from './routes-configuracao';
import extratoRoutes from './routes-extrato';

const financeiroRoutes: FastifyPluginAsyncZod<{ emissaoAutomatica?: boolean }> = async (app, opts) => {
  await app.register(configuracaoRoutes);
  await app.register(cobrancasRoutes);
  await app.register(extratoRoutes);
  await app.register(lembretesRoutes);
  if (opts.emissaoAutomatica) agendarEmissao(app);
};

export default financeiroRoutes;

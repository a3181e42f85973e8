// The issuing job's schedule: once as the server starts, then every hour; the timer does
// not hold the process open and stops when the app closes (a run in progress finishes
// first). Every instance runs it: the database keeps one charge per student and period.
import type { FastifyInstance } from 'fastify';
import { hojeDe, segredoDe } from './contexto';
import { emitirCobrancas } from './repository-emissao';

export const INTERVALO_EMISSAO_MS = 3_600_000;

export function agendarEmissao(app: FastifyInstance, intervaloMs = INTERVALO_EMISSAO_MS) {
  const segredo = segredoDe(app);
  let corrida: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  const rodar = () => {
    corrida = corrida
      .then(async () => {
        const emitidas = await emitirCobrancas(
          app.db,
          await segredo(),
          { id_autor: null, id_requisicao: 'emissao-automatica' },
          hojeDe(app),
        );
        if (emitidas > 0) app.log.info({ emitidas }, 'cobranças emitidas');
      })
      .catch((err) => app.log.error(err));
  };
  app.addHook('onReady', async () => {
    rodar();
    timer = setInterval(rodar, intervaloMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await corrida;
  });
}

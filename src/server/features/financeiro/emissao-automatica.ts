// The issuing job's schedule: once shortly after the server starts (its first requests,
// e.g. the logins of a restart, are answered first; the job loads the holiday calendar),
// then every hour; the timers do not hold the process open and stop when the app closes
// (a run in progress finishes first). Every instance runs it: the database keeps one
// charge per student and period.
// The payment reminders' job runs right after it (one reminder per charge and rule, by a
// constraint, whatever instances run it).
import type { FastifyInstance } from 'fastify';
import { avisarEntrega } from '#server/mensagens/enviar.ts';
import { hojeDe, segredoDe } from './contexto';
import { origemDosLinks, processarLembretes } from './lembretes';
import { emitirCobrancas } from './repository-emissao';

const INTERVALO_EMISSAO_MS = 3_600_000;
const PRIMEIRA_EMISSAO_MS = 5_000;

export function agendarEmissao(
  app: FastifyInstance,
  intervaloMs = INTERVALO_EMISSAO_MS,
  primeiraMs = PRIMEIRA_EMISSAO_MS,
) {
  const segredo = segredoDe(app);
  let corrida: Promise<unknown> = Promise.resolve();
  let primeira: NodeJS.Timeout | null = null;
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
        const lembretes = await processarLembretes(app.db, {
          segredo: await segredo(),
          origem: origemDosLinks(app.env),
          hoje: hojeDe(app),
        });
        if (lembretes > 0) {
          app.log.info({ lembretes }, 'lembretes de cobrança criados');
          avisarEntrega();
        }
      })
      .catch((err) => app.log.error(err));
  };
  app.addHook('onReady', async () => {
    primeira = setTimeout(rodar, primeiraMs);
    primeira.unref();
    timer = setInterval(rodar, intervaloMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (primeira) clearTimeout(primeira);
    if (timer) clearInterval(timer);
    await corrida;
  });
}

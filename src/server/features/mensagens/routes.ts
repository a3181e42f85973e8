// The outbox as administrators see it: GET /api/mensagens (pages, newest first, filtered by
// person, status and reason; never a message's text, code or token) and GET
// /api/mensagens/pessoa/{id} (whether the mail server refused the person's e-mail, for
// their profile). With SMTP_URL the worker (entrega.ts) runs beside the server.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin } from '#server/auth/guards.ts';
import { linkWhatsApp } from '#shared/rules/frequencia.ts';
import { idParam } from '#shared/schemas/fields.ts';
import {
  type EmailSituacao,
  emailSituacao,
  type MensagemItem,
  MOTIVOS_SIGILOSOS,
  mensagensPagina,
  mensagensQuery,
} from '#shared/schemas/mensagens.ts';
import { agendarEntrega } from './entrega';
import { listarMensagens, type MensagemLida, recusaDoEmail } from './repository';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const mensagensRoutes: FastifyPluginAsyncZod<{ entregaAutomatica?: boolean }> = async (app, opts) => {
  const { db } = app;
  const semEmail = !app.env.SMTP_URL;

  /** Without e-mail, a message the desk may pass on by hand: its text to the person's mobile. */
  const whatsapp = (m: MensagemLida): string | null => {
    if (!semEmail || !m.texto || MOTIVOS_SIGILOSOS.includes(m.motivo)) return null;
    const link = linkWhatsApp(m.telefone);
    return link && `${link}?text=${encodeURIComponent(m.texto)}`;
  };
  const item = (m: MensagemLida): MensagemItem => ({
    id_mensagem: m.id_mensagem,
    id_pessoa: m.id_pessoa,
    nome_pessoa: m.nome_pessoa,
    canal: 'email',
    motivo: m.motivo,
    assunto: m.assunto,
    status: m.status,
    criada_em: iso(m.criada_em)!,
    enviada_em: iso(m.enviada_em),
    erro: m.erro,
    whatsapp: whatsapp(m),
  });

  app.get(
    '/api/mensagens',
    { ...admin, schema: { querystring: mensagensQuery, response: { 200: mensagensPagina } } },
    async (req) => {
      const pagina = await listarMensagens(db, req.query);
      return { ...pagina, items: pagina.items.map(item) };
    },
  );

  app.get(
    '/api/mensagens/pessoa/:id',
    { ...admin, schema: { params: idParam, response: { 200: emailSituacao } } },
    async (req): Promise<EmailSituacao> => ({ recusa: await recusaDoEmail(db, req.params.id) }),
  );

  if (opts.entregaAutomatica) agendarEntrega(app);
};

export default mensagensRoutes;

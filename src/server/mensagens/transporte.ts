// E-mail over SMTP (nodemailer) from SMTP_URL. One pooled connection set per app, closed
// with it. A send's outcome is one of three: delivered to the server, refused for good (a
// 5xx answer: the server's words are kept) or failed for now (no connection, a timeout, a 4xx:
// tried again later). The URL holds a password: it is never logged or answered, and the
// errors kept are the server's answers, which do not repeat it.
import { createTransport, type Transporter } from 'nodemailer';

interface Email {
  para: string;
  assunto: string;
  texto: string;
  html: string;
}

type Entrega = { ok: true } | { ok: false; definitiva: boolean; erro: string };

export interface Transporte {
  enviar(email: Email): Promise<Entrega>;
  fechar(): void;
}

/** The SMTP transport of `url`, sending as `remetente`. */
export function transporteSmtp(url: string, remetente: string): Transporte {
  const t: Transporter = createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    logger: false,
    debug: false,
  } as Parameters<typeof createTransport>[0]);
  return {
    async enviar(email) {
      try {
        await t.sendMail({
          from: remetente,
          to: email.para,
          subject: email.assunto,
          text: email.texto,
          html: email.html,
        });
        return { ok: true };
      } catch (err) {
        return falhaDe(err);
      }
    },
    fechar: () => t.close(),
  };
}

/** A refusal's outcome: permanent on a 5xx answer, temporary otherwise; the server's text, or the error's code. */
function falhaDe(err: unknown): Entrega {
  const e = err as { responseCode?: number; response?: string; code?: string; message?: string };
  const codigo = typeof e.responseCode === 'number' ? e.responseCode : null;
  const definitiva = codigo !== null && codigo >= 500 && codigo < 600;
  const erro = (e.response ?? [e.code, e.message].filter(Boolean).join(': ')).slice(0, 500);
  return { ok: false, definitiva, erro };
}

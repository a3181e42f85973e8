// A real SMTP server for tests (smtp-server), on a free local port, that keeps every mail it
// accepts parsed (mailparser). `recusar` makes it refuse recipients for good (a 5xx answer);
// `fechar` and `abrir` take it down and bring it back on the same port (a server that was
// down). Usable from Vitest and Playwright. It accepts any login, over plain text: what is tested is our side of the protocol.
import type { AddressInfo } from 'node:net';
import { setTimeout as pausa } from 'node:timers/promises';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface Recebida {
  para: string[];
  assunto: string;
  texto: string;
  html: string;
  bruta: ParsedMail;
}

export interface ServidorSmtp {
  porta: number;
  /** SMTP_URL for this server, with a login when given. */
  url(usuario?: string, senha?: string): string;
  recebidas: Recebida[];
  /** Waits (polling, up to `ms`) until `n` mails arrived; answers them. */
  esperar(n: number, ms?: number): Promise<Recebida[]>;
  /**
   * Waits (polling, up to `ms`) for the first mail to `email`; answers it. Other mail may arrive
   * meanwhile (an app's outbox delivers whatever it still holds to whichever server listens).
   */
  esperarPara(email: string, ms?: number): Promise<Recebida>;
  /** Refuses a recipient for good: the server answers `550 <resposta>`. */
  recusar(email: string, resposta?: string): void;
  fechar(): Promise<void>;
  abrir(): Promise<void>;
}

/** Starts one (on `porta`, or a free port). */
export async function servidorSmtp(porta = 0): Promise<ServidorSmtp> {
  const recebidas: Recebida[] = [];
  const recusados = new Map<string, string>();
  let servidor: SMTPServer | null = null;
  let atual = porta;

  const criar = () =>
    new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      hideSTARTTLS: true,
      disableReverseLookup: true,
      // Closing drops the connections still open at once, as a server that goes down does:
      // smtp-server's own default waits 30 s for them, and an app's pooled transport keeps
      // its idle connection open until its socket timeout (a browser-test file's teardown
      // waited that long for its server's pool).
      closeTimeout: 50,
      logger: false,
      onAuth: (_auth, _session, cb) => cb(null, { user: 'teste' }),
      onRcptTo: (endereco, _session, cb) => {
        const recusa = recusados.get(endereco.address.toLowerCase());
        if (!recusa) return cb();
        const err = Object.assign(new Error(recusa), { responseCode: 550 });
        return cb(err);
      },
      onData: (stream, session, cb) => {
        simpleParser(stream)
          .then((mail) => {
            recebidas.push({
              para: session.envelope.rcptTo.map((r) => r.address),
              assunto: mail.subject ?? '',
              texto: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              bruta: mail,
            });
            cb();
          })
          .catch((err: Error) => cb(err));
      },
    });

  const abrir = () =>
    new Promise<void>((resolve, reject) => {
      const s = criar();
      s.on('error', () => {});
      s.server.once('error', reject);
      s.listen(atual, '127.0.0.1', () => {
        atual = (s.server.address() as AddressInfo).port;
        servidor = s;
        resolve();
      });
    });
  const fechar = () =>
    new Promise<void>((resolve) => {
      const s = servidor;
      servidor = null;
      if (!s) return resolve();
      s.close(() => resolve());
    });

  await abrir();
  return {
    get porta() {
      return atual;
    },
    url: (usuario, senha) =>
      usuario
        ? `smtp://${usuario}:${encodeURIComponent(senha ?? '')}@127.0.0.1:${atual}`
        : `smtp://127.0.0.1:${atual}`,
    recebidas,
    async esperar(n, ms = 10_000) {
      const limite = Date.now() + ms;
      while (recebidas.length < n) {
        if (Date.now() > limite) throw new Error(`${recebidas.length} de ${n} e-mails chegaram`);
        await pausa(20);
      }
      return recebidas;
    },
    async esperarPara(email, ms = 10_000) {
      const limite = Date.now() + ms;
      for (;;) {
        const mail = recebidas.find((m) => m.para.includes(email));
        if (mail) return mail;
        if (Date.now() > limite) throw new Error(`nenhum e-mail para ${email} chegou`);
        await pausa(20);
      }
    },
    recusar(email, resposta = '5.1.1 Caixa postal inexistente') {
      recusados.set(email.toLowerCase(), resposta);
    },
    fechar,
    abrir,
  };
}

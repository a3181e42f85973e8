// Browser-side security headers on every response, worked out by helmet once at start
// (decision 015: @fastify/helmet rebuilt its middleware on every request, a third of
// the roster read's CPU with the garbage it left):
// - Content-Security-Policy: everything from our own origin; no inline script
//   except the prerendered login page's own two snippets, allowed by their
//   SHA-256 (read from the built login.html at start, so they cannot drift from
//   the file that is served). Styles may be inline: Mantine writes style tags and
//   attributes at run time. No framing (frame-ancestors 'none', X-Frame-Options DENY).
// - Referrer-Policy same-origin: nothing leaves for other sites. Not no-referrer:
//   with it a browser sends `Origin: null` on our own POSTs, which the cross-site
//   guard (auth/guards.ts) must refuse when Sec-Fetch-Site is missing.
// - Cross-Origin-Opener-Policy same-origin, X-Content-Type-Options nosniff, and
//   helmet's other defaults.
// - Strict-Transport-Security only on requests that came over HTTPS (with
//   TRUST_PROXY, as X-Forwarded-Proto says): over plain http it would be ignored
//   at best, and it must never pin a local http install to https.
// - JSON answers (decision 045) carry only what acts on them: nosniff, the
//   cross-origin resource policy, no framing, HSTS, and a policy that loads nothing
//   (`POLITICA_JSON`). Everything else above concerns a page a browser renders.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The CSP sources (`'sha256-…'`) of a page's inline `<script>` elements. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes ?? '') || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * A policy with more script sources (`'sha256-…'`) allowed: for the few routes
 * whose page needs its own inline script (api-docs.ts), the rest keeping theirs.
 */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive;
      return [name, ...new Set([...values, ...sources])].join(' ');
    })
    .join(';');
}

/**
 * What every answer carries, whatever it is: framing refused (`X-Frame-Options`; the
 * policy's `frame-ancestors` below), no sniffing of its type (a JSON answer is never run
 * as a script or read as HTML), no cross-origin embedding (`Cross-Origin-Resource-Policy`:
 * another site's `<script>` or `<img>` cannot pull a personal answer into its process),
 * and HSTS over HTTPS.
 */
const EM_TODA_RESPOSTA = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/**
 * The policy of a JSON answer: it loads nothing and is framed by no one. The rest of the
 * document policy (script hashes, styles, images, forms) and the headers that concern
 * only a document (opener and agent-cluster isolation, referrer, DNS prefetch, the old
 * XSS filter, IE's download and Adobe's cross-domain options) have nothing to act on in
 * an answer a browser never renders as a page (decision 045).
 */
export const POLITICA_JSON = "default-src 'none';frame-ancestors 'none'";

/**
 * What a JSON answer carries besides every answer's headers: its policy, and no keeping.
 * An API answer holds people's data or a state the next write changes (a roster, a charge's
 * status): no browser cache or proxy stores it.
 */
const CABECALHOS_JSON = Object.freeze({
  'content-security-policy': POLITICA_JSON,
  'cache-control': 'no-store',
});

type Cabecalhos = Readonly<Record<string, string>>;

export interface CabecalhosDeSeguranca {
  /** onRequest: the headers of every answer (with the document policy, which a page's route may extend). */
  aoPedir(request: FastifyRequest, reply: FastifyReply): void;
  /** onSend: a JSON answer gets the JSON policy; any other answer the headers only documents need. */
  aoEnviar(reply: FastifyReply): void;
}

/**
 * The headers, worked out once; `pages` are the HTML files served whose inline scripts
 * the policy allows. Which ones an answer gets depends on its content type, known when
 * it is sent: anything not JSON (pages, SVG, scripts, files) is treated as a document.
 */
export function cabecalhosDeSeguranca(pages: string[]): CabecalhosDeSeguranca {
  const scriptHashes = pages
    .filter((file) => existsSync(file))
    .flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...new Set(scriptHashes)],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  };
  const overHttp = separar(cabecalhosDe(helmet(options)));
  const overHttps = separar(
    cabecalhosDe(
      helmet({ ...options, strictTransportSecurity: { maxAge: 365 * 86_400, includeSubDomains: true } }),
    ),
  );
  return {
    aoPedir(request, reply) {
      reply.headers(request.protocol === 'https' ? overHttps.todas : overHttp.todas);
    },
    aoEnviar(reply) {
      const tipo = reply.getHeader('content-type');
      if (typeof tipo === 'string' && tipo.startsWith('application/json')) {
        reply.headers(CABECALHOS_JSON);
      } else {
        reply.headers(overHttp.deDocumentos);
      }
    },
  };
}

/** helmet's headers split: those of every answer, and those only documents need. */
function separar(headers: Cabecalhos): { todas: Cabecalhos; deDocumentos: Cabecalhos } {
  const todas: Record<string, string> = {};
  const deDocumentos: Record<string, string> = {};
  for (const [nome, valor] of Object.entries(headers)) {
    (EM_TODA_RESPOSTA.includes(nome) ? todas : deDocumentos)[nome] = valor;
  }
  return { todas: Object.freeze(todas), deDocumentos: Object.freeze(deDocumentos) };
}

type Middleware = ReturnType<typeof helmet>;

/**
 * What helmet's middleware sets, read once at start: it depends only on the options,
 * never on the request. Handed to Fastify's own header object, the headers are checked
 * and written once with the answer's, instead of going through the raw response's
 * `setHeader`, which made Node check every header of the answer twice.
 */
function cabecalhosDe(middleware: Middleware): Cabecalhos {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let pronto = false;
  middleware({} as Parameters<Middleware>[0], res as unknown as Parameters<Middleware>[1], (erro) => {
    if (erro) throw erro;
    pronto = true;
  });
  if (!pronto) throw new Error('helmet did not set its headers synchronously');
  return Object.freeze(headers);
}

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
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
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

/** Sets the headers on every response; `pages` are the HTML files served whose inline scripts the policy allows. */
export function registerSecurityHeaders(app: FastifyInstance, pages: string[]) {
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
  const overHttp = cabecalhosDe(helmet(options));
  const overHttps = cabecalhosDe(
    helmet({ ...options, strictTransportSecurity: { maxAge: 365 * 86_400, includeSubDomains: true } }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? overHttps : overHttp);
    done();
  });
}

type Middleware = ReturnType<typeof helmet>;

/**
 * What helmet's middleware sets, read once at start: it depends only on the options,
 * never on the request. Handed to Fastify's own header object, the headers are checked
 * and written once with the answer's, instead of going through the raw response's
 * `setHeader`, which made Node check every header of the answer twice.
 */
function cabecalhosDe(middleware: Middleware): Readonly<Record<string, string>> {
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

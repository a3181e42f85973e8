// Browser-side security headers on every response, set by helmet, whose middleware
// is built once at start (decision 015: @fastify/helmet rebuilt it on every request,
// a third of the roster read's CPU with the garbage it left):
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
  // Built once: helmet works out every header's value here, and each call only sets them.
  const overHttp = helmet(options);
  const overHttps = helmet({
    ...options,
    strictTransportSecurity: { maxAge: 365 * 86_400, includeSubDomains: true },
  });
  app.addHook('onRequest', (request, reply, done) => {
    (request.protocol === 'https' ? overHttps : overHttp)(request.raw, reply.raw, () => done());
  });
}

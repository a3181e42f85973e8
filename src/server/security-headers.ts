// Browser-side security headers on every response, computed once at start
// (decision 015: rebuilding them per request was a tenth of the roster read's CPU):
// - Content-Security-Policy: everything from our own origin; no inline script
//   except the prerendered login page's own two snippets, allowed by their
//   SHA-256 (read from the built login.html at start, so they cannot drift from
//   the file that is served). Styles may be inline: Mantine writes style tags and
//   attributes at run time. No framing (frame-ancestors 'none', X-Frame-Options DENY).
// - Referrer-Policy same-origin: nothing leaves for other sites. Not no-referrer:
//   with it a browser sends `Origin: null` on our own POSTs, which the cross-site
//   guard (auth/guards.ts) must refuse when Sec-Fetch-Site is missing.
// - Cross-Origin-Opener-Policy and -Resource-Policy same-origin, X-Content-Type-Options
//   nosniff, and the older headers browsers still read (X-Frame-Options, X-XSS-Protection 0).
// - Strict-Transport-Security only on requests that came over HTTPS (with
//   TRUST_PROXY, as X-Forwarded-Proto says): over plain http it would be ignored
//   at best, and it must never pin a local http install to https.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** The CSP sources (`'sha256-…'`) of a page's inline `<script>` elements. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes ?? '') || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** The policy, one directive per entry. */
function contentSecurityPolicy(scriptHashes: string[]): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['base-uri', "'self'"],
    ['connect-src', "'self'"],
    ['font-src', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['img-src', "'self'", 'data:'],
    ['object-src', "'none'"],
    ['script-src', "'self'", ...new Set(scriptHashes)],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'", "'unsafe-inline'"],
  ];
  return directives.map((d) => d.join(' ')).join(';');
}

/** Sets the headers on every response; `pages` are the HTML files served whose inline scripts the policy allows. */
export function registerSecurityHeaders(app: FastifyInstance, pages: string[]) {
  const scriptHashes = pages
    .filter((file) => existsSync(file))
    .flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
  const overHttp: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(scriptHashes),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const overHttps = {
    ...overHttp,
    'strict-transport-security': `max-age=${365 * 86_400}; includeSubDomains`,
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? overHttps : overHttp);
    done();
  });
}

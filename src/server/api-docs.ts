// The API described from its route schemas, for administrators:
// - registerApiDocument (before the routes): @fastify/swagger collects every route
//   and writes an OpenAPI 3.1 document from its zod schemas (the zod type
//   provider's transform) on the first request for it, then keeps it. Each
//   operation says who may call it (the route's declared access) and that errors
//   come in the one error shape; its fields carry example values.
// - apiDocsRoutes (among the API's routes, declared admin like any other): the
//   document at /api/docs/openapi.json (and .yaml), and the reference page at
//   /api/docs/ (Scalar) with its script, both served from the package itself: no
//   CDN, nothing from outside. The package (a 4 MB script) is loaded on the first
//   request for the page, not at start (decision 024); its script is compressed
//   once and answered with an ETag. The page's one inline script is allowed by its
//   hash, on the page's route only.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifySwagger from '@fastify/swagger';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { comExemplos } from '#server/api-docs-exemplos.ts';
import { admin } from '#server/auth/guards.ts';
import { SESSION_COOKIE } from '#server/auth/sessions.ts';
import { inlineScriptHashes, withScriptSources } from '#server/security-headers.ts';
import { AREAS_API, MSG_API } from '#shared/messages/api.ts';
import { loginVoltandoPara } from '#shared/rules/voltar.ts';
import { erroResposta } from '#shared/schemas/erro.ts';

const brotli = promisify(zlib.brotliCompress);
const gzipar = promisify(zlib.gzip);

/** Where the reference lives. */
const API_DOCS = '/api/docs';

const zodParaOpenApi = createJsonSchemaTransform({ skipList: [] });

const ACESSO = {
  publico: MSG_API.acessoPublico,
  usuario: MSG_API.acessoUsuario,
  admin: MSG_API.acessoAdmin,
} as const;

/** The error shape every 4xx and 5xx answer has, as JSON Schema (made with the document, not at start). */
let erroJson: object | undefined;

/** Registers the document's generator; every route registered after it is described. */
export async function registerApiDocument(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: MSG_API.titulo, description: MSG_API.descricao, version: '1' },
      tags: Object.values(AREAS_API).map((a) => ({ name: a.nome, description: a.descricao })),
      components: {
        securitySchemes: {
          sessao: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: MSG_API.sessao },
        },
      },
    },
    transform(input) {
      const { schema = {}, url } = zodParaOpenApi(input);
      if (schema.hide) return { schema, url };
      const acesso = input.route.config?.acesso;
      erroJson ??= erroResposta.toJSONSchema({ target: 'draft-2020-12', io: 'output' });
      // Every field's example value (api-docs-exemplos.ts): the samples show what to send.
      for (const parte of [schema.body, schema.querystring, schema.params, schema.response]) {
        comExemplos(parte);
      }
      return {
        url,
        schema: {
          ...schema,
          tags: gruposDe(url),
          description: [schema.description, acesso && ACESSO[acesso]].filter(Boolean).join('\n\n'),
          security: acesso === 'publico' ? [] : [{ sessao: [] }],
          response: {
            ...descritas(schema.response as Record<string, object> | undefined),
            '4XX': { ...erroJson, description: MSG_API.respostaRecusa },
            '5XX': { ...erroJson, description: MSG_API.respostaErroServidor },
          },
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
}

/** A route's answers, each described (the page would say "Default Response"). */
function descritas(respostas: Record<string, object> | undefined) {
  if (!respostas) return {};
  return Object.fromEntries(
    Object.entries(respostas).map(([status, esquema]) => [
      status,
      'description' in esquema ? esquema : { ...esquema, description: MSG_API.respostaSucesso },
    ]),
  );
}

type Area = keyof typeof AREAS_API;

/**
 * The area of each path's first word (`/api/chamada/enviar`: chamada; the original client's
 * paths by their first segment). A path of a word not listed is in no group: the document's
 * test names it.
 */
const AREA_DO_CAMINHO: Record<string, Area> = {
  login: 'acesso',
  sair: 'acesso',
  conta: 'acesso',
  inicio: 'inicio',
  notificacoes: 'inicio',
  aluno: 'alunos',
  listartodosalunos: 'alunos',
  matricula: 'matricula',
  responsavel_aluno: 'matricula',
  importacao: 'matricula',
  turma: 'turmas',
  minhasturmas: 'turmas',
  listaralunos: 'turmas',
  aluno_has_turma: 'turmas',
  chamada: 'chamada',
  aulas: 'chamada',
  professor: 'professores',
  unidade: 'unidades',
  pessoa: 'pessoas',
  endereco: 'pessoas',
  cep: 'pessoas',
  adm: 'administracao',
  admbackend: 'administracao',
  relatorios: 'relatorios',
  financeiro: 'financeiro',
  pagar: 'financeiro',
  privacidade: 'privacidade',
  pessoas: 'privacidade',
  auditoria: 'privacidade',
  consentimento: 'privacidade',
  // /api/alunos/{id}/link-consentimento: a guardian's consent link
  alunos: 'privacidade',
  clube: 'clube',
  config: 'clube',
  esgrima: 'clube',
  health: 'operacao',
  ready: 'operacao',
  material: 'material',
  experimental: 'experimentais',
  experimentais: 'experimentais',
  // The outbox: what the club sent or will send, and a person's refused e-mail.
  mensagens: 'administracao',
};

/** An operation's groups: its area's pt-BR name. */
function gruposDe(url: string): string[] {
  const [primeiro, segundo] = url.split('/').filter(Boolean);
  const area = AREA_DO_CAMINHO[primeiro === 'api' && segundo ? segundo : primeiro];
  return area ? [AREAS_API[area].nome] : [];
}

interface Resposta {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The document, and the reference page with its script. */
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  // Not operations of the API: left out of the document.
  const rota = { ...admin, schema: { hide: true } };

  app.get(`${API_DOCS}/openapi.json`, rota, async () => app.swagger());
  app.get(`${API_DOCS}/openapi.yaml`, rota, async (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').send(app.swagger({ yaml: true })),
  );

  // The page and its script, as the package answers them, kept after the first time.
  const respostas = new Map<string, Promise<Resposta>>();
  let referencia: Promise<FastifyInstance> | undefined;
  const daReferencia = (url: string) => {
    let resposta = respostas.get(url);
    if (!resposta) {
      referencia ??= montarReferencia();
      resposta = referencia
        .then((sub) => sub.inject({ method: 'GET', url }))
        .then((res) => ({
          status: res.statusCode,
          headers: cabecalhosDaReferencia(res.headers),
          body: res.rawPayload,
        }));
      resposta.catch(() => respostas.delete(url));
      respostas.set(url, resposta);
    }
    return resposta;
  };
  const enviar = (reply: FastifyReply, { status, headers, body }: Resposta) =>
    reply.code(status).headers(headers).send(body);

  // The script (4.3 MB) compressed once per process, as brotli and gzip, and answered
  // in the encoding the browser accepts, with an ETag: a browser that has it asks again
  // and gets 304 without a body. Prepared as soon as the page is asked for, so it is
  // usually ready when the page asks for it.
  let script: Promise<ScriptComprimido> | undefined;
  const daScript = () => {
    script ??= daReferencia(`${API_DOCS}/js/scalar.js`).then(comprimir);
    script.catch(() => {
      script = undefined;
    });
    return script;
  };
  // `/api/docs` (the router takes `/api/docs/` for it too) is answered by the package:
  // a redirect to `/api/docs/`, where the page's relative script URL resolves. A browser
  // that opens the page without a session is sent to the login, which brings it back here.
  const pagina = { ...rota, errorHandler: paraOLogin };
  app.get(API_DOCS, pagina, async (request, reply) => {
    const caminho = request.url.split('?')[0];
    if (caminho.endsWith('/')) void daScript().catch(() => undefined);
    const resposta = await daReferencia(caminho.endsWith('/') ? `${API_DOCS}/` : API_DOCS);
    // The page's inline script, allowed by its hash on this answer only.
    const politica = reply.getHeader('content-security-policy');
    if (resposta.status === 200 && typeof politica === 'string') {
      const hashes = inlineScriptHashes(resposta.body.toString('utf8'));
      reply.header('content-security-policy', withScriptSources(politica, hashes));
    }
    return enviar(reply, resposta);
  });
  app.get(`${API_DOCS}/js/scalar.js`, rota, async (request, reply) => {
    const s = await daScript();
    if (s.status !== 200) return enviar(reply, s);
    reply.headers({ etag: s.etag, 'cache-control': 'private, no-cache', vary: 'accept-encoding' });
    if (request.headers['if-none-match'] === s.etag) return reply.code(304).send();
    const codificacao = codificacaoAceita(request.headers['accept-encoding']);
    if (codificacao) reply.header('content-encoding', codificacao);
    return reply
      .code(200)
      .headers(s.headers)
      .send(codificacao ? s[codificacao] : s.body);
  });
};

/**
 * The page's refusals: a browser's page load without a session (401, asking for HTML) goes
 * to the login with the way back; anything else is answered as every route answers it
 * (the app's error handler).
 */
function paraOLogin(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.statusCode === 401 && request.method === 'GET' && request.headers.accept?.includes('text/html')) {
    return reply.redirect(loginVoltandoPara(`${API_DOCS}/`), 303);
  }
  throw error;
}

interface ScriptComprimido extends Resposta {
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Compresses the answer's body once, off the event loop (zlib's thread pool). */
async function comprimir(r: Resposta): Promise<ScriptComprimido> {
  const [br, gzip] = await Promise.all([
    brotli(r.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: r.body.length,
      },
    }),
    gzipar(r.body, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(r.body).digest('base64url').slice(0, 27)}"`;
  return { ...r, br, gzip, etag };
}

/** The best encoding the request accepts (brotli, else gzip), or null for the bytes as they are. */
function codificacaoAceita(cabecalho: string | undefined): 'br' | 'gzip' | null {
  const aceitas = new Set<string>();
  for (const parte of (cabecalho ?? '').toLowerCase().split(',')) {
    const [nome, ...params] = parte.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    aceitas.add(nome.trim());
  }
  return aceitas.has('br') ? 'br' : aceitas.has('gzip') ? 'gzip' : null;
}

/**
 * Long paths (`/api/financeiro/precos/unidades/{id_unidade}`) are broken across lines instead
 * of cut or pushing the page sideways: an operation's title, the path above its sample and
 * the sample's lines (a curl command) wrap anywhere, at 1280 px and on a phone.
 */
const CSS_DA_REFERENCIA = `
.section-header-label, .operation-path { overflow-wrap: anywhere; }
.operation-path { white-space: normal; text-overflow: clip; }
.operation-layout { grid-template-columns: minmax(0, 1fr); }
@media (min-width: 1000px) { .operation-layout { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
.request-card pre { white-space: pre-wrap; text-wrap: wrap; overflow-wrap: anywhere; width: auto; }
.operation-auth { flex-wrap: wrap; }
`;

/** A Fastify of its own holding only the reference's plugin, which the page is read from. */
async function montarReferencia(): Promise<FastifyInstance> {
  const { default: fastifyApiReference } = await import('@scalar/fastify-api-reference');
  const sub = Fastify({ logger: false });
  await sub.register(fastifyApiReference, {
    routePrefix: API_DOCS,
    configuration: {
      url: `${API_DOCS}/openapi.json`,
      pageTitle: MSG_API.tituloDaPagina,
      // The package's own labels in Portuguese (its built-in `pt`).
      localization: { locale: 'pt' },
      customCss: CSS_DA_REFERENCIA,
      // Nothing from outside: no web fonts, no request proxy, no hosted services.
      withDefaultFonts: false,
      hideClientButton: true,
      showDeveloperTools: 'never',
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
    },
  });
  await sub.ready();
  return sub;
}

const CABECALHOS_DA_REFERENCIA = ['content-type', 'location'];

function cabecalhosDaReferencia(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const nome of CABECALHOS_DA_REFERENCIA) {
    const valor = headers[nome];
    if (typeof valor === 'string') out[nome] = valor;
  }
  return out;
}

// 6. In the browser: Playwright driving Debian's Chromium on every core, its main
// thread throttled 4× via CDP: the login page's largest contentful paint, tap → mark shown on the
// attendance sheet, enviar → the success popup, and without a network (the
// service worker's shell, the sheet from the device's store): tap on the home
// page's link → the sheet shown, and tap → mark shown. Off with BENCH_BROWSER=0; a
// failure becomes a note under the table instead of ending the run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { diaSemanaDe, FUSO_CLUBE, hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { type Context, type Figure, f0, f1, type Row } from './figure';
import { median } from './load';
import { type Fase, linhasDoResumo, resumirTrace } from './trace';

const THROTTLE = 4;

// In-page code as plain strings: the TypeScript loader would otherwise add helpers
// (e.g. __name) that do not exist in the page.
const LCP_JS = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(entries[entries.length - 1].startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

/**
 * Resolves once the page has been idle for `ms` on end (idle callbacks with time to spare,
 * back to back), or after `limite` ms; answers how long it waited, negative when it gave up.
 */
const IDLE_JS = `(ms, limite) => new Promise((resolve) => {
  const t0 = performance.now();
  let desde = null;
  const passo = (d) => {
    const agora = performance.now();
    if (agora - t0 > limite) return resolve(-(agora - t0));
    if (d.timeRemaining() >= 8) {
      desde ??= agora;
      if (agora - desde >= ms) return resolve(agora - t0);
    } else desde = null;
    requestIdleCallback(passo, { timeout: 1000 });
  };
  requestIdleCallback(passo, { timeout: 1000 });
})`;

/** The service worker installed and activated: its precache is done. */
const SW_ACTIVE_JS = `navigator.serviceWorker.ready.then((r) => r.active && r.active.state === 'activated'
  ? true
  : new Promise((resolve) => r.active.addEventListener('statechange', () => r.active.state === 'activated' && resolve(true))))`;

/**
 * With BENCH_TRACE=1, installed before the app loads: a minimal React DevTools hook that counts
 * React's commits and, in each, the components and the sheet's rows that rendered (a component whose first element
 * holds a checkbox button directly: LinhaAluno), as DevTools tells a render from a bail-out (a
 * fiber mounted, or one with the PerformedWork flag; a subtree whose children were not cloned
 * is skipped). The page reads window.__contagemReact.
 */
const CONTAGEM_REACT_JS = `(() => {
  const contagem = { commits: 0, componentes: 0, linhas: 0 };
  window.__contagemReact = contagem;
  const COMPONENTE = new Set([0, 1, 11, 15]);
  const rendeu = (f) => f.alternate === null || (f.flags & 1) === 1;
  const ehLinha = (f) => {
    let n = f.child;
    while (n && typeof n.type !== 'string') n = n.child;
    return !!n && n.stateNode instanceof Element && !!n.stateNode.querySelector(':scope > [role="checkbox"]');
  };
  const andar = (f) => {
    for (let c = f; c; c = c.sibling) {
      if (COMPONENTE.has(c.tag) && rendeu(c)) {
        contagem.componentes++;
        if (ehLinha(c)) contagem.linhas++;
      }
      if (c.child && !(c.alternate && c.alternate.child === c.child)) andar(c.child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject(r) { const id = this.renderers.size + 1; this.renderers.set(id, r); return id; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) { contagem.commits++; andar(root.current); },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
})()`;

/** React's commits and rendered rows so far (zeros without the counter). */
const CONTAGEM_JS = `(() => { const c = window.__contagemReact; return c ? { commits: c.commits, componentes: c.componentes, linhas: c.linhas } : null; })()`;

/**
 * Click the index-th student card; resolve when its state flipped and the next frame painted.
 * Answers the time and React's commits and rendered rows in that window (null without the counter).
 */
const TAP_JS = `async (index, fase) => {
  const conta = () => { const c = window.__contagemReact; return c ? { commits: c.commits, componentes: c.componentes, linhas: c.linhas } : null; };
  const antes = conta();
  const boxes = document.querySelectorAll('[role="group"] [role="checkbox"], [role="group"] input[type="checkbox"]');
  const el = boxes[index];
  const state = () => el.getAttribute('aria-checked') ?? el.getAttribute('data-checked') ?? String(el.checked);
  const before = state();
  performance.mark('fase:' + fase + ':inicio');
  const t0 = performance.now();
  el.click();
  await new Promise((resolve) => {
    const check = () => (state() !== before ? resolve() : requestAnimationFrame(check));
    check();
  });
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const ms = performance.now() - t0;
  performance.mark('fase:' + fase + ':fim');
  const depois = conta();
  return { ms, react: antes && { commits: depois.commits - antes.commits, componentes: depois.componentes - antes.componentes, linhas: depois.linhas - antes.linhas } };
}`;

/**
 * Click Enviar, then the confirmation's button (timed from that click, the send itself);
 * resolve when the success popup's title is in the page and painted.
 */
const SEND_JS = `async (label, confirm, title) => {
  const byText = (root, text) => [...root.querySelectorAll('button')].find((b) => b.textContent.trim() === text);
  byText(document, label).click();
  const dialogButton = () => {
    const d = document.querySelector('[role="dialog"]');
    return d ? byText(d, confirm) : undefined;
  };
  while (!dialogButton()) await new Promise((r) => requestAnimationFrame(r));
  performance.mark('fase:enviar:inicio');
  const t0 = performance.now();
  dialogButton().click();
  await new Promise((resolve) => {
    const seen = () => [...document.querySelectorAll('[role="alertdialog"]')].some((d) => d.textContent.includes(title));
    if (seen()) return resolve();
    const mo = new MutationObserver(() => {
      if (seen()) {
        mo.disconnect();
        resolve();
      }
    });
    mo.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const ms = performance.now() - t0;
  performance.mark('fase:enviar:fim');
  return ms;
}`;

/** Click the home page's link to the class's chamada; resolve when the first card of the sheet is painted. */
const OPEN_OFFLINE_JS = `async (label) => {
  const link = [...document.querySelectorAll('a')].find((a) => a.textContent.trim() === label);
  performance.mark('fase:abrir-offline:inicio');
  const t0 = performance.now();
  link.click();
  await new Promise((resolve) => {
    const check = () => (document.querySelector('[role="group"] [role="checkbox"]') ? resolve() : requestAnimationFrame(check));
    check();
  });
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const ms = performance.now() - t0;
  performance.mark('fase:abrir-offline:fim');
  return ms;
}`;

/**
 * The device's store holds the class (the app keeps it while online). A store the app has not
 * created yet is left uncreated (the upgrade is aborted): made here, it would lack the app's tables.
 */
const CLASS_ON_DEVICE_JS = `(id) => new Promise((resolve) => {
  const r = indexedDB.open('estocada-aparelho');
  r.onupgradeneeded = () => r.transaction.abort();
  r.onerror = () => resolve(false);
  r.onsuccess = () => {
    const db = r.result;
    if (!db.objectStoreNames.contains('turmas')) { db.close(); return resolve(false); }
    const g = db.transaction('turmas').objectStore('turmas').get(id);
    g.onsuccess = () => { db.close(); resolve(!!g.result); };
    g.onerror = () => { db.close(); resolve(false); };
  };
})`;

/** What the page's main thread does in each measured phase, for BENCH_TRACE=1. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
];

/** React's commits and the sheet's rows rendered in one measured window. */
type Contagem = { commits: number; componentes: number; linhas: number };
type Toque = { ms: number; react: Contagem | null };

async function throttled(context: BrowserContext, contar = false): Promise<Page> {
  if (contar) await context.addInitScript(CONTAGEM_REACT_JS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return page;
}

/**
 * Waits until the page has nothing of its own start left: the service worker activated (its
 * precache done), the class kept on the device, and the main thread idle for a while. A round
 * measured before that would time the app's first load along with the action. Answers the
 * wait in ms (from the call) and whether each part was already done when it was called.
 */
async function ociosa(page: Page, idTurma: number): Promise<{ ms: number; sw: boolean; turma: boolean }> {
  const t0 = Date.now();
  const sw = (await page.evaluate(
    'navigator.serviceWorker.getRegistration().then((r) => !!(r && r.active && r.active.state === "activated"))',
  )) as boolean;
  const turma = (await page.evaluate(`(${CLASS_ON_DEVICE_JS})(${idTurma})`)) as boolean;
  await page.evaluate(SW_ACTIVE_JS);
  const deadline = Date.now() + 60_000;
  while (!(await page.evaluate(`(${CLASS_ON_DEVICE_JS})(${idTurma})`))) {
    if (Date.now() > deadline) throw new Error('the class never reached the device');
    await new Promise((r) => setTimeout(r, 100));
  }
  const idle = (await page.evaluate(`(${IDLE_JS})(300, 20000)`)) as number;
  if (idle < 0) throw new Error('the page never went idle');
  return { ms: Date.now() - t0, sw, turma };
}

/** The page idle for a moment (between two taps, as a person's taps are). */
const pausa = (page: Page) => page.evaluate(`(${IDLE_JS})(100, 5000)`);

type Tracer = { start(page: Page): Promise<void>; stop(): Promise<void>; fases: Fase[] };

function tracer(browser: Browser, ligado: boolean, pasta: string): Tracer {
  const fases: Fase[] = [];
  let n = 0;
  return {
    fases,
    async start(page) {
      if (ligado) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    },
    async stop() {
      if (!ligado) return;
      const buf = await browser.stopTracing();
      mkdirSync(pasta, { recursive: true });
      writeFileSync(join(pasta, `round-${++n}.json`), buf);
      const json = JSON.parse(buf.toString('utf8')) as { traceEvents: Parameters<typeof resumirTrace>[0] };
      fases.push(...resumirTrace(json.traceEvents));
    },
  };
}

type Medidas = {
  lcp: number[];
  tap: number[];
  send: number[];
  abrirOffline: number[];
  tapOffline: number[];
  /** Per online round: the wait for the page to be idle after the sheet showed, and what was still pending. */
  esperas: string[];
  /**
   * The offline opens: what the page's navigator.onLine said, and the server requests the page
   * still tried during the timed opens (a network cut under a second CDP session leaves
   * navigator.onLine true, like a phone on a Wi-Fi without internet).
   */
  semRede: { onLine: boolean; pedidos: number };
  fases: Fase[];
  /** With BENCH_TRACE=1: React's commits and rows rendered per tap, per offline tap and per offline open. */
  react: { tap: Contagem[]; tapOffline: Contagem[]; abrir: Contagem[] };
};

async function measure(opts: {
  base: string;
  usuario: string;
  senha: string;
  idTurma: number;
  /** The class's latest meeting day up to today (ISO). */
  ultimaAula: string;
  rounds: number;
  nomeTurma: string;
  trace: boolean;
  out: string;
}): Promise<Medidas> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const t = tracer(browser, opts.trace, join(opts.out, 'traces'));
  try {
    // LCP of `/` with an empty cache each time.
    const lcps: number[] = [];
    for (let i = 0; i < opts.rounds + 1; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await throttled(context);
      await page.goto(`${opts.base}/`, { waitUntil: 'load' });
      await page.getByRole('button', { name: MSG.entrar }).waitFor();
      const lcp = (await page.evaluate(LCP_JS)) as number;
      if (i > 0) lcps.push(lcp); // the first visit warms the server's file cache
      await context.close();
    }

    // The attendance sheet of the 30-student class, on a date nobody has used.
    const taps: number[] = [];
    const sends: number[] = [];
    const esperas: string[] = [];
    const react: Medidas['react'] = { tap: [], tapOffline: [], abrir: [] };
    for (let r = 0; r < opts.rounds; r++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await throttled(context, opts.trace);
      const res = await page.request.post(`${opts.base}/login`, {
        data: { usuario: opts.usuario, senha: opts.senha },
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      if (res.status() !== 200) throw new Error(`browser login: ${res.status()}`);
      // A past class day (a chamada exists only for one) before the seeded two years:
      // the class's last meeting, 3 to 22 years back, a week nobody is likely to have used.
      const data = somarDias(opts.ultimaAula, -7 * (150 + Math.floor(Math.random() * 1000)));
      await page.goto(`${opts.base}/aulas/chamada/${opts.idTurma}?data=${data}`);
      const group = page.getByRole('group', { name: MSG.alunos });
      await group.getByRole('checkbox').first().waitFor();
      // A fresh browser's first page is still starting the app when the sheet shows: each
      // round starts once that is over (the app defers it to idle time: offline/no-app.tsx).
      const e = await ociosa(page, opts.idTurma);
      esperas.push(
        `${e.ms} ms (worker ${e.sw ? 'ready' : 'pending'}, class ${e.turma ? 'kept' : 'pending'})`,
      );
      await t.start(page);
      // Tap → the card shows the new state: click in the page, wait for aria-checked to flip,
      // then for the frame that paints it.
      for (let i = 0; i < 5; i++) {
        await pausa(page);
        const toque = (await page.evaluate(`(${TAP_JS})(${i}, 'tap')`)) as Toque;
        taps.push(toque.ms);
        if (toque.react) react.tap.push(toque.react);
      }
      await pausa(page);
      // enviar → the success popup's title is on screen.
      const send = (await page.evaluate(
        `(${SEND_JS})(${JSON.stringify(MSG.enviarChamada)}, ${JSON.stringify(MSG_REG.enviar)}, ${JSON.stringify(MSG.chamadaRegistrada)})`,
      )) as number;
      sends.push(send);
      await t.stop();
      await context.close();
    }

    // Without a network: the app was used once online (the service worker installed, the
    // class and its sheet kept on the device); then, offline, the home page's link → the sheet.
    const aberturas: number[] = [];
    const tapsOffline: number[] = [];
    let pedidos = 0;
    let onLine = false;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await throttled(context, opts.trace);
      const res = await page.request.post(`${opts.base}/login`, {
        data: { usuario: opts.usuario, senha: opts.senha },
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      if (res.status() !== 200) throw new Error(`browser login: ${res.status()}`);
      await page.goto(`${opts.base}/home`);
      await ociosa(page, opts.idTurma);
      await page.goto(`${opts.base}/aulas/chamada/${opts.idTurma}`);
      await page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox').first().waitFor();
      await ociosa(page, opts.idTurma);
      await context.setOffline(true);
      let medindo = false;
      page.on('request', (q) => {
        if (medindo && !/\/(assets|icons)\/|\/favicon\.svg|^data:/.test(q.url())) pedidos++;
      });
      const rotulo = `${MSG.chamada}: ${opts.nomeTurma}`;
      // Three opens a round: the home page loaded again from the worker each time, and idle before the tap.
      for (let r = 0; r < 3 * opts.rounds + 1; r++) {
        await page.goto(`${opts.base}/home`);
        await page.getByRole('link', { name: rotulo, exact: true }).waitFor();
        await page.evaluate(`(${IDLE_JS})(300, 20000)`);
        if (r > 0) await t.start(page);
        medindo = r > 0;
        const antes = (await page.evaluate(CONTAGEM_JS)) as Contagem | null;
        const ms = (await page.evaluate(`(${OPEN_OFFLINE_JS})(${JSON.stringify(rotulo)})`)) as number;
        const depois = (await page.evaluate(CONTAGEM_JS)) as Contagem | null;
        medindo = false;
        if (r > 0 && antes && depois)
          react.abrir.push({
            commits: depois.commits - antes.commits,
            componentes: depois.componentes - antes.componentes,
            linhas: depois.linhas - antes.linhas,
          });
        if (r > 0) aberturas.push(ms); // the first one warms the worker's caches
        for (let i = 0; i < 5; i++) {
          await pausa(page);
          const toque = (await page.evaluate(`(${TAP_JS})(${i}, 'tap-offline')`)) as Toque;
          if (r > 0) {
            tapsOffline.push(toque.ms);
            if (toque.react) react.tapOffline.push(toque.react);
          }
        }
        if (r > 0) await t.stop();
      }
      onLine = (await page.evaluate('navigator.onLine')) as boolean;
    } finally {
      await context.close();
    }
    return {
      lcp: lcps,
      tap: taps,
      send: sends,
      abrirOffline: aberturas,
      tapOffline: tapsOffline,
      esperas,
      semRede: { onLine, pedidos },
      fases: t.fases,
      react,
    };
  } finally {
    await browser.close();
  }
}

/** "50.3 (41.2–60.1)": the median and the range of the rounds. */
const comFaixa = (xs: number[], f: (n: number) => string) =>
  `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`;

async function run(ctx: Context): Promise<Row[]> {
  if (!ctx.browser) return [];
  console.info('6. Navegador...');
  try {
    const { dia_semana, nome_turma } = await ctx.db
      .selectFrom('turma')
      .select(['dia_semana', 'nome_turma'])
      .where('id_turma', '=', ctx.idTurma)
      .executeTakeFirstOrThrow();
    let ultimaAula = hojeNoFuso(FUSO_CLUBE);
    while (diaSemanaDe(ultimaAula) !== dia_semana) ultimaAula = somarDias(ultimaAula, -1);
    // The browser's processes get every core, as on a phone (decision 033); the throttle slows its main thread.
    const b = await ctx.onEveryCore(() =>
      measure({
        base: ctx.base,
        usuario: ctx.professor,
        senha: ctx.senha,
        idTurma: ctx.idTurma,
        ultimaAula,
        rounds: ctx.rounds,
        nomeTurma: nome_turma,
        trace: ctx.trace,
        out: ctx.out,
      }),
    );
    const cada = (nome: string, xs: number[], f: (n: number) => string) =>
      ctx.note(`browser, ${nome}, each in order: ${xs.map(f).join(', ')}`);
    cada('login page LCP ms', b.lcp, f0);
    cada('tap → mark shown ms (5 taps a round)', b.tap, f1);
    cada('enviar → popup ms (one a round)', b.send, f0);
    cada('offline open ms (3 a round)', b.abrirOffline, f0);
    cada('offline tap ms (5 an open)', b.tapOffline, f1);
    ctx.note(
      `browser, the wait for the page to be idle after the sheet showed, each round: ${b.esperas.join('; ')}`,
    );
    ctx.note(
      `browser, offline opens: navigator.onLine ${b.semRede.onLine}; server requests the page tried during them: ${b.semRede.pedidos}`,
    );
    const reactCada = (nome: string, xs: Contagem[]) => {
      if (xs.length > 0)
        ctx.note(
          `browser, React per ${nome} (commits/components rendered/rows rendered), each in order: ${xs.map((x) => `${x.commits}/${x.componentes}/${x.linhas}`).join(', ')}`,
        );
    };
    reactCada('tap', b.react.tap);
    reactCada('offline open', b.react.abrir);
    reactCada('offline tap', b.react.tapOffline);
    for (const l of linhasDoResumo(b.fases)) ctx.note(l);
    if (ctx.trace) ctx.note(`traces (open in the Performance panel): ${ctx.out}/traces/round-*.json`);
    const linha = (
      figure: string,
      xs: number[],
      f: (n: number) => string,
      limite: number,
      target: string,
    ): Row => ({
      figure,
      ours: comFaixa(xs, f),
      baseline: '—',
      ratio: '—',
      target,
      ok: median(xs) <= limite,
    });
    return [
      linha('login page LCP ms (4× CPU), median (min–max)', b.lcp, f0, 1000, '≤ 1000 ms'),
      linha('tap → mark shown ms (4× CPU)', b.tap, f1, 30, '≤ 30 ms'),
      linha('enviar → "Chamada Registrada com Sucesso!" ms (4× CPU)', b.send, f0, 300, '≤ 300 ms'),
      linha('offline: tap → sheet shown from the device ms (4× CPU)', b.abrirOffline, f0, 200, '≤ 200 ms'),
      linha('offline: tap → mark shown ms (4× CPU)', b.tapOffline, f1, 16, '≤ 16 ms'),
    ];
  } catch (err) {
    ctx.note(`browser figures failed: ${(err as Error).message}`);
    return [];
  }
}

export const browser: Figure = { name: 'browser (4× CPU)', key: 'browser', run };

// Summarises a Chromium performance trace (CDP Tracing, the same events as the
// Performance panel's JSON) over the windows the page marked with
// performance.mark(`fase:<name>:inicio`) and performance.mark(`fase:<name>:fim`): the
// page's main thread's own time in each window, by kind (scripting, style and layout,
// paint, garbage collection, other), the window's idle rest, its longest top-level
// tasks, and the raster threads' time beside it. Usable as a library (bench/figures/browser.ts)
// or on a saved trace: npx tsx bench/figures/trace.ts <trace.json>

import { readFileSync } from 'node:fs';

type Evento = {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      type?: string;
      functionName?: string;
      url?: string;
      startTime?: number;
      cpuProfile?: { nodes?: NoPerfil[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
};

/** A node of V8's sampling profile (the trace's ProfileChunk events). */
type NoPerfil = { id: number; parent?: number; callFrame: { functionName: string; url: string } };

/** Main-thread time in one window, in ms. */
export type Fase = {
  nome: string;
  /** Wall time between the marks. */
  janela: number;
  scripting: number;
  layout: number;
  paint: number;
  gc: number;
  outro: number;
  /** The window minus the main thread's work in it. */
  ocioso: number;
  /** Raster and compositor threads of the page's renderer and the GPU process, in the window. */
  raster: number;
  /** The heaviest event names by own time (scripting split by what started it). */
  maiores: { nome: string; ms: number }[];
  /** V8's samples in the window by the file whose code ran (the app's chunks by name), ms. */
  arquivos: { nome: string; ms: number }[];
};

/** `assets/mantine-core-BX1a2b3c.js` → `mantine-core`; code without a file by V8's own name. */
function arquivo(no: NoPerfil | undefined): string {
  if (!no) return '(unknown)';
  const { url, functionName } = no.callFrame;
  if (!url) return functionName || '(anonymous)';
  const base = url.split('?')[0]!.split('/').pop() ?? url;
  return base.replace(/-[A-Za-z0-9_-]{8}\.(js|mjs)$/, '').replace(/\.(js|mjs)$/, '');
}

/** The main thread's samples: [time (trace µs), file], from its Profile and ProfileChunk events. */
function amostras(traceEvents: Evento[], pid: number, tid: number): [number, string][] {
  const perfil = traceEvents.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!perfil?.id) return [];
  const nos = new Map<number, NoPerfil>();
  const saida: [number, string][] = [];
  let t = perfil.args?.data?.startTime ?? perfil.ts;
  for (const e of traceEvents) {
    if (e.name !== 'ProfileChunk' || e.id !== perfil.id || e.pid !== pid) continue;
    for (const n of e.args?.data?.cpuProfile?.nodes ?? []) nos.set(n.id, n);
    const ids = e.args?.data?.cpuProfile?.samples ?? [];
    const deltas = e.args?.data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      t += deltas[i] ?? 0;
      saida.push([t, arquivo(nos.get(id))]);
    });
  }
  // Files resolved once every chunk's nodes are known.
  return saida;
}

const LAYOUT = new Set([
  'Layout',
  'UpdateLayoutTree',
  'RecalculateStyles',
  'ScheduleStyleRecalculation',
  'InvalidateLayout',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
  'PrePaint',
  'Layerize',
]);
const PAINT = new Set([
  'Paint',
  'PaintImage',
  'UpdateLayer',
  'UpdateLayerTree',
  'CompositeLayers',
  'Commit',
  'PaintSetup',
  'Decode Image',
  'ImageDecodeTask',
  'RasterTask',
]);
const GC = /GC|Sweep|Marking|Scavenge/;
const SCRIPT = new Set([
  'FunctionCall',
  'EvaluateScript',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.parseOnBackground',
  'V8.ParseFunction',
  'V8.CompileCode',
  'v8.run',
  'v8.callFunction',
  'XHRReadyStateChange',
  'XHRLoad',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'MajorGC',
  'MinorGC',
  'Animation Frame Fired',
  'ResourceReceivedData',
  'ResourceFinish',
]);

function tipo(nome: string): 'scripting' | 'layout' | 'paint' | 'gc' | 'outro' {
  if (GC.test(nome)) return 'gc';
  if (LAYOUT.has(nome)) return 'layout';
  if (PAINT.has(nome)) return 'paint';
  if (SCRIPT.has(nome) || nome.startsWith('v8.') || nome.startsWith('V8.')) return 'scripting';
  return 'outro';
}

/** The event's own time in each window: its duration minus its children's, clipped to the window. */
function proprios(eventos: Evento[]): { e: Evento; ini: number; fim: number; proprio: [number, number][] }[] {
  // Complete events only ('X'); B/E pairs are joined into one.
  const abertos = new Map<string, Evento[]>();
  const completos: Evento[] = [];
  for (const e of eventos) {
    if (e.ph === 'X' && e.dur !== undefined) completos.push(e);
    else if (e.ph === 'B') {
      const k = `${e.tid}:${e.name}`;
      abertos.set(k, [...(abertos.get(k) ?? []), e]);
    } else if (e.ph === 'E') {
      const k = `${e.tid}:${e.name}`;
      const b = abertos.get(k)?.pop();
      if (b) completos.push({ ...b, ph: 'X', dur: e.ts - b.ts });
    }
  }
  completos.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Intervals of own time: each event's span minus its direct children's spans.
  const saida: { e: Evento; ini: number; fim: number; proprio: [number, number][] }[] = [];
  const pilha: { e: Evento; ini: number; fim: number; proprio: [number, number][]; cursor: number }[] = [];
  const fechar = (ate: number) => {
    while (pilha.length > 0 && pilha[pilha.length - 1]!.fim <= ate) {
      const t = pilha.pop()!;
      if (t.cursor < t.fim) t.proprio.push([t.cursor, t.fim]);
      saida.push(t);
      const pai = pilha[pilha.length - 1];
      if (pai) pai.cursor = Math.max(pai.cursor, t.fim);
    }
  };
  for (const e of completos) {
    const ini = e.ts;
    const fim = e.ts + (e.dur ?? 0);
    fechar(ini);
    const pai = pilha[pilha.length - 1];
    if (pai) {
      if (pai.cursor < ini) pai.proprio.push([pai.cursor, ini]);
      pai.cursor = Math.max(pai.cursor, fim);
    }
    pilha.push({ e, ini, fim: Math.min(fim, pai?.fim ?? fim), proprio: [], cursor: ini });
  }
  fechar(Number.POSITIVE_INFINITY);
  return saida;
}

const sobrepor = (a: [number, number], ini: number, fim: number) =>
  Math.max(0, Math.min(a[1], fim) - Math.max(a[0], ini));

/** The windows the page marked, with its main thread's time in each. */
export function resumirTrace(traceEvents: Evento[]): Fase[] {
  const nomesThread = new Map<string, string>();
  for (const e of traceEvents) {
    if (e.ph === 'M' && e.name === 'thread_name') nomesThread.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  }
  // The windows, from the page's marks.
  const marcas = traceEvents.filter(
    (e) => e.cat?.includes('blink.user_timing') && e.name.startsWith('fase:'),
  );
  const inicios = new Map<string, Evento[]>();
  const janelas: { nome: string; ini: number; fim: number; pid: number; tid: number }[] = [];
  for (const m of marcas.sort((a, b) => a.ts - b.ts)) {
    const [, nome, lado] = m.name.split(':');
    if (!nome) continue;
    if (lado === 'inicio') inicios.set(nome, [...(inicios.get(nome) ?? []), m]);
    else if (lado === 'fim') {
      const i = inicios.get(nome)?.shift();
      if (i) janelas.push({ nome, ini: i.ts, fim: m.ts, pid: i.pid, tid: i.tid });
    }
  }
  if (janelas.length === 0) return [];
  const principal = janelas[0]!;
  const doPrincipal = traceEvents.filter((e) => e.pid === principal.pid && e.tid === principal.tid);
  const tarefas = proprios(doPrincipal);
  const raster = traceEvents.filter((e) => {
    const t = nomesThread.get(`${e.pid}:${e.tid}`) ?? '';
    return e.ph === 'X' && /Compositor|Raster|VizCompositor|CrGpuMain/.test(t) && e.dur !== undefined;
  });
  const rasterProprio = proprios(raster);
  const samples = amostras(traceEvents, principal.pid, principal.tid).sort((a, b) => a[0] - b[0]);
  return janelas.map((j) => {
    const f: Fase = {
      nome: j.nome,
      janela: (j.fim - j.ini) / 1000,
      scripting: 0,
      layout: 0,
      paint: 0,
      gc: 0,
      outro: 0,
      ocioso: 0,
      raster: 0,
      maiores: [],
      arquivos: [],
    };
    const porNome = new Map<string, number>();
    let ocupado = 0;
    for (const t of tarefas) {
      if (t.fim <= j.ini || t.ini >= j.fim) continue;
      let us = 0;
      for (const p of t.proprio) us += sobrepor(p, j.ini, j.fim);
      if (us === 0) continue;
      // A task's bare envelope (RunTask, ThreadControllerImpl…) is the scheduler's own time.
      const nome =
        t.e.name === 'EventDispatch' && t.e.args?.data?.type
          ? `EventDispatch ${t.e.args.data.type}`
          : t.e.name === 'FunctionCall' && t.e.args?.data?.functionName
            ? `FunctionCall ${t.e.args.data.functionName}`
            : t.e.name;
      const k = tipo(t.e.name);
      f[k] += us / 1000;
      ocupado += us;
      porNome.set(nome, (porNome.get(nome) ?? 0) + us / 1000);
    }
    for (const t of rasterProprio) {
      for (const p of t.proprio) f.raster += sobrepor(p, j.ini, j.fim) / 1000;
    }
    f.ocioso = Math.max(0, f.janela - ocupado / 1000);
    const porArquivo = new Map<string, number>();
    for (let i = 1; i < samples.length; i++) {
      const [t, nome] = samples[i]!;
      if (t <= j.ini || t > j.fim || nome === '(idle)') continue;
      porArquivo.set(nome, (porArquivo.get(nome) ?? 0) + (t - samples[i - 1]![0]) / 1000);
    }
    f.arquivos = [...porArquivo.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([nome, ms]) => ({ nome, ms }));
    f.maiores = [...porNome.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([nome, ms]) => ({ nome, ms }));
    return f;
  });
}

const r1 = (n: number) => n.toFixed(1);

/** One line per window kind: medians over the windows of that name. */
export function linhasDoResumo(fases: Fase[]): string[] {
  const porNome = new Map<string, Fase[]>();
  for (const f of fases) porNome.set(f.nome, [...(porNome.get(f.nome) ?? []), f]);
  const med = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const m = Math.floor(s.length / 2);
    return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
  };
  const linhas: string[] = [];
  for (const [nome, fs] of porNome) {
    const m = (k: keyof Omit<Fase, 'nome' | 'maiores' | 'arquivos'>) => r1(med(fs.map((f) => f[k])));
    const nomes = new Map<string, number[]>();
    for (const f of fs) for (const x of f.maiores) nomes.set(x.nome, [...(nomes.get(x.nome) ?? []), x.ms]);
    const maiores = [...nomes.entries()]
      .map(([n, ms]) => [n, ms.reduce((a, b) => a + b, 0) / fs.length] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([n, ms]) => `${n} ${r1(ms)}`)
      .join(', ');
    const arqs = new Map<string, number>();
    for (const f of fs) for (const x of f.arquivos) arqs.set(x.nome, (arqs.get(x.nome) ?? 0) + x.ms);
    const porArquivo = [...arqs.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([n, ms]) => `${n} ${r1(ms / fs.length)}`)
      .join(', ');
    linhas.push(
      `trace ${nome} (${fs.length} windows, medians, ms): window ${m('janela')} = main thread scripting ${m('scripting')} + style/layout ${m('layout')} + paint ${m('paint')} + GC ${m('gc')} + other ${m('outro')} + idle ${m('ocioso')}; raster/GPU threads ${m('raster')}; heaviest (mean own ms): ${maiores}; V8 samples by file (mean ms): ${porArquivo || 'none'}`,
    );
  }
  return linhas;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arquivo = process.argv[2];
  if (!arquivo) {
    console.error('usage: npx tsx bench/figures/trace.ts <trace.json>');
    process.exit(1);
  }
  const json = JSON.parse(readFileSync(arquivo, 'utf8')) as { traceEvents: Evento[] } | Evento[];
  const eventos = Array.isArray(json) ? json : json.traceEvents;
  for (const l of linhasDoResumo(resumirTrace(eventos))) console.info(l);
}

// The browser that opened a session, in the short pt-BR form the person's session list
// shows ("Chrome no Android"). Only this description is stored, never the User-Agent.
import { MSG_CONTA } from '#shared/messages/conta.ts';

/** Browser names, most specific first: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const NAVEGADORES: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SISTEMAS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'Chromebook'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const achar = (lista: [RegExp, string][], ua: string) => lista.find(([re]) => re.test(ua))?.[1];

/** "Chrome no Android", "Safari no iPhone", "Firefox", "Aparelho no Windows"; null without a User-Agent. */
export function dispositivoDe(userAgent: string | undefined): string | null {
  const ua = userAgent?.slice(0, 512).trim();
  if (!ua) return null;
  const navegador = achar(NAVEGADORES, ua);
  const sistema = achar(SISTEMAS, ua);
  if (navegador && sistema) return MSG_CONTA.navegadorEm(navegador, sistema);
  if (navegador) return navegador;
  if (sistema) return MSG_CONTA.navegadorEm(MSG_CONTA.navegador, sistema);
  return MSG_CONTA.outroAplicativo;
}

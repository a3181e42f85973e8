// The password rule for every password a person sets: at least 10 characters (the
// schema, shared/schemas/senha.ts) and not weak by a maintained estimator, zxcvbn-ts
// with its Brazilian Portuguese dictionaries: a score of at least 3 of 4, the
// person's own name and e-mail counted as guessable words. A refusal explains itself
// in pt-BR from the estimator's feedback.
//
// The dictionaries are large (about 500 KB gzipped), so they are loaded on the first
// check, not when this module is imported; the server checks (routes that set a
// password), and a form asks the server as the person types (POST /api/conta/senha/forca).
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { MSG_CONTA } from '#shared/messages/conta.ts';

/** The lowest score the rule accepts (0 to 4). */
const PONTUACAO_MINIMA = 3;
const TAMANHO_MINIMO = 10;

export interface AvaliacaoSenha {
  /** 0 (very weak) to 4 (very strong). */
  pontuacao: number;
  aceita: boolean;
  /** Why it is refused (pt-BR); null when it is taken. */
  explicacao: string | null;
}

let estimador: Promise<ZxcvbnFactory> | undefined;

/** The estimator, built once on first use (about 100 ms: it ranks every dictionary). */
function carregarEstimador(): Promise<ZxcvbnFactory> {
  estimador ??= (async () => {
    const [{ ZxcvbnFactory }, common, ptBr] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-pt-br'),
    ]);
    const t = ptBr.translations;
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...ptBr.dictionary },
      graphs: common.adjacencyGraphs,
      translations: {
        ...t,
        warnings: { ...t.warnings, ...MSG_CONTA.estimadorAvisos },
        suggestions: { ...t.suggestions, ...MSG_CONTA.estimadorSugestoes },
      },
    });
  })();
  estimador.catch(() => {
    estimador = undefined; // a failed load is tried again on the next check
  });
  return estimador;
}

/**
 * Words of the person a password must not lean on: the name, each part of it, the
 * e-mail and its part before the @.
 */
export function entradasDaPessoa(
  nome: string | null | undefined,
  email: string | null | undefined,
): string[] {
  const entradas = new Set<string>();
  for (const texto of [nome, email]) {
    if (!texto) continue;
    entradas.add(texto.toLowerCase());
    for (const parte of texto.toLowerCase().split(/[\s@._+-]+/)) if (parte.length >= 3) entradas.add(parte);
  }
  return [...entradas];
}

/** How strong `senha` is for the person whose words are `entradas` (entradasDaPessoa). */
export async function avaliarSenha(senha: string, entradas: string[] = []): Promise<AvaliacaoSenha> {
  const zxcvbn = await carregarEstimador();
  const { score, feedback } = zxcvbn.check(senha, entradas);
  const curta = senha.length < TAMANHO_MINIMO;
  const aceita = !curta && score >= PONTUACAO_MINIMA;
  if (aceita) return { pontuacao: score, aceita, explicacao: null };
  if (curta) return { pontuacao: score, aceita, explicacao: MSG_CONTA.senhaMinimo };
  const partes = [feedback.warning ?? MSG_CONTA.senhaFraca, ...feedback.suggestions];
  if (feedback.suggestions.length === 0) partes.push(MSG_CONTA.senhaFracaDica);
  return { pontuacao: score, aceita, explicacao: partes.join(' ') };
}

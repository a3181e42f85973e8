// Work that can wait for a moment the browser has nothing else to do (requestIdleCallback,
// at most `limiteMs` later); where the browser lacks it (Safari), a timer of up to a second.

/** Runs `fn` when the browser is idle; the answer cancels it. */
export function quandoOcioso(fn: () => void, limiteMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: limiteMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, Math.min(limiteMs, 1000));
  return () => clearTimeout(id);
}

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

/**
 * Runs `fn` once the next frame has painted and the page is idle, so the work never delays
 * the frame that shows what a tap changed, nor the next tap; at once where nothing paints (the
 * service worker, a hidden tab, Node), and within `limiteMs` of the call at most.
 */
export function aposPintura(fn: () => void, limiteMs: number): void {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.hidden) {
    fn();
    return;
  }
  let feito = false;
  const uma = () => {
    if (feito) return;
    feito = true;
    clearTimeout(limite);
    fn();
  };
  const limite = setTimeout(uma, limiteMs);
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(uma, { timeout: limiteMs });
    else setTimeout(uma, 0);
  });
}

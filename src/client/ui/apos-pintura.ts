// Work that waits for the frame a tap or a move changed to paint: its own module, not
// ocioso.ts, so the login page's bundle (which carries ocioso.ts) does not carry it too.

/**
 * Runs `fn` once the next frame has painted and the page is idle, so the work never delays
 * the frame that shows what a tap or a move changed, nor the next tap; at once where nothing
 * paints (the service worker, a hidden tab, Node), and within `limiteMs` of the call at most.
 * Answers a function that cancels it if it has not run yet.
 */
export function aposPintura(fn: () => void, limiteMs: number): () => void {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.hidden) {
    fn();
    return () => {};
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
    if (feito) return;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(uma, { timeout: limiteMs });
    else setTimeout(uma, 0);
  });
  // A cancelled call's frame and idle callbacks find it done.
  return () => {
    feito = true;
    clearTimeout(limite);
  };
}

// After a refused submit the focus goes to the first field marked invalid, so
// the person (and a screen reader, which reads the field's label and its error)
// lands on what to fix instead of staying on the button.
import type { RefObject } from 'react';

/** `onde`: the form, or a ref to the part that holds the fields (read once they render). */
export function focarPrimeiroErro(onde: HTMLElement | null | RefObject<HTMLElement | null>) {
  // The error marks render with the state change that follows the submit; a popup
  // that just closed gives the focus back to its opener first.
  requestAnimationFrame(() =>
    setTimeout(() => {
      const raiz = onde && 'current' in onde ? onde.current : onde;
      raiz?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }),
  );
}

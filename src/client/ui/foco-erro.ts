// After a refused submit the focus goes to the first field marked invalid, so
// the person (and a screen reader, which reads the field's label and its error)
// lands on what to fix instead of staying on the button.

/** `form`: the form that holds the fields (read once they render). */
export function focarPrimeiroErro(form: HTMLElement) {
  // The error marks render with the state change that follows the submit; a popup
  // that just closed gives the focus back to its opener first.
  requestAnimationFrame(() =>
    setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
  );
}

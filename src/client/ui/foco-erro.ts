// After a refused submit the focus goes to the first field marked invalid, so
// the person (and a screen reader, which reads the field's label and its error)
// lands on what to fix instead of staying on the button.
export function focarPrimeiroErro(form: HTMLFormElement | null) {
  // The error marks render with the state change that follows the submit.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

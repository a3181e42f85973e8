// The app's Mantine theme. Its colours are Mantine's own palettes with shades
// 6–9 darkened, so every use the screens make of them reads at 4.5:1 or more
// (WCAG AA) without per-component fixes: white text on a filled button or badge
// (shade 6), coloured text on white and on the palette's own tints (shades 6–9
// on 0–1, e.g. the attendance card's "Presente"), and dimmed helper text
// (Mantine's --mantine-color-dimmed is gray 6). Shades 0–5 (tints, borders) are
// Mantine's. The prerendered login page carries these values in the provider's
// own <style> block (see critical-css.ts).
import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { MSG } from '#shared/messages/comum.ts';

type Cor = 'indigo' | 'blue' | 'red' | 'teal' | 'orange' | 'grape' | 'gray';

/** Mantine's shades 0–5 of the colour followed by the four darker shades 6–9. */
function paleta(cor: Cor, escuros: readonly [string, string, string, string]): MantineColorsTuple {
  const [a, b, c, d, e, f] = DEFAULT_THEME.colors[cor];
  return [a, b, c, d, e, f, ...escuros];
}

const colors = {
  indigo: paleta('indigo', ['#3b5bdb', '#364fc7', '#2f44ad', '#283a94']),
  blue: paleta('blue', ['#1971c2', '#1864ab', '#155592', '#114677']),
  red: paleta('red', ['#c92a2a', '#b02525', '#9b2020', '#861b1b']),
  teal: paleta('teal', ['#087f5b', '#076f50', '#065f44', '#054f39']),
  orange: paleta('orange', ['#c2410c', '#ad3a0b', '#9a3412', '#7c2d12']),
  grape: paleta('grape', ['#9c36b5', '#862e9c', '#732786', '#5f2070']),
  // Shade 6 is the dimmed text: 5.5:1 on white, 4.6:1 or more on grey tints 0–2.
  gray: paleta('gray', ['#636a71', '#495057', '#343a40', '#212529']),
};

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 6,
  colors,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Every dialog's X button has a name (the popups of ui/alerts.tsx open Mantine's Modal too).
  components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': MSG.fechar } } } },
});

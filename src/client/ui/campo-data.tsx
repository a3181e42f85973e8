// The app's one date field: typed as DD/MM/AAAA with the product's mask, its value
// the ISO date the API takes (YYYY-MM-DD) once the typed day exists, and the text as
// typed until then (so a form's schema refuses it beside the field, and a filter that
// takes only dates can ignore it). The conversion is #shared/rules/datas.ts's.
import type { TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MaskedInput } from '#client/ui/masked-input.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { brParaIso, isoParaBr } from '#shared/rules/datas.ts';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The text a value shows: an ISO date as DD/MM/AAAA, anything else as typed. */
const textoDe = (valor: string) => (ISO.test(valor) ? isoParaBr(valor) : valor);

type Props = {
  /** An ISO date, or the text as typed while it is not one yet. */
  value: string;
  onChange: (valor: string) => void;
} & Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'>;

/**
 * The date field's text and its rule, for a field drawn without Mantine (the chamada's):
 * the text shown, whether a complete text is no date, and the change to a masked text
 * (`onChange` gets the ISO date once the day exists, else the text).
 */
export function useTextoData(value: string, onChange: (valor: string) => void) {
  const [texto, setTexto] = useState(() => textoDe(value));
  // A value set from outside (a stored record, a reset, the next month) replaces the text;
  // the echo of what was typed does not.
  useEffect(() => {
    setTexto((t) => ((brParaIso(t) ?? t) === value ? t : textoDe(value)));
  }, [value]);
  const invalida = texto.length === 10 && brParaIso(texto) === null;
  const mudar = (v: string) => {
    setTexto(v);
    onChange(brParaIso(v) ?? v);
  };
  return { texto, invalida, mudar };
}

export function CampoData({ value, onChange, error, ...rest }: Props) {
  const { texto, invalida, mudar } = useTextoData(value, onChange);
  return (
    <MaskedInput
      mascara="data"
      placeholder="DD/MM/AAAA"
      {...rest}
      value={texto}
      error={error ?? (invalida ? MSG.dataInvalida : undefined)}
      onChange={mudar}
    />
  );
}

// An amount in reais, typed as a person writes it (`150`, `150,00`, `1.500,50`):
// the field keeps the text; the form turns it into integer centavos with
// parseReais (#shared/rules/dinheiro.ts) when it checks and sends. On leaving the
// field a readable amount is written back in the one format (`1.500,50`).
import { TextInput, type TextInputProps } from '@mantine/core';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { parseReais, reaisParaCampo } from '#shared/rules/dinheiro.ts';

/** A form check's find: typed text that is not an amount (`1,005`, `abc`) gets the screen's hint. */
export const valorLegivel = (texto: string, campo: string): Record<string, string> =>
  texto.trim() && parseReais(texto) === null ? { [campo]: MSG_FIN.valorInvalido } : {};

type Props = {
  value: string;
  onChange: (texto: string) => void;
} & Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'>;

export function ValorInput({ value, onChange, onBlur, ...rest }: Props) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection="R$"
      leftSectionProps={{ 'aria-hidden': true }}
      maxLength={20}
      {...rest}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={(e) => {
        const centavos = parseReais(value);
        if (centavos !== null) onChange(reaisParaCampo(centavos));
        onBlur?.(e);
      }}
    />
  );
}

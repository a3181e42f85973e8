// Inputs with the product's masks (docs/product/validation.md), its mask strings as they are
// ('000.000.000-00', '0' is a digit): whatever is typed or pasted is reduced to
// its digits and formatted again, so the field is always fully controlled. A
// phone of up to 10 digits is a landline, `(11) 3030-4040`; the 11th digit makes
// it a mobile, `(11) 98765-4321`.
import { TextInput, type TextInputProps } from '@mantine/core';
import { MASCARA_TELEFONE_FIXO, MASCARAS } from '#shared/constants.ts';

export type Mascara = keyof typeof MASCARAS;

export const soDigitos = (v: string) => v.replace(/\D/g, '');

/** Digits -> masked text, e.g. mascarar('cpf', '52998224725') === '529.982.247-25'. */
export function mascarar(mascara: Mascara, digits: string): string {
  const pattern =
    mascara === 'telefone' && digits.length <= 10 ? MASCARA_TELEFONE_FIXO : MASCARAS[mascara].mask;
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= digits.length) break;
    if (ch === '0') out += digits[i++];
    else out += ch;
  }
  return out;
}

/** What is typed or pasted, reduced to its digits and masked again. */
export const comMascara = (mascara: Mascara, digitado: string) => mascarar(mascara, soDigitos(digitado));

type Props = {
  mascara: Mascara;
  value: string;
  onChange: (masked: string) => void;
} & Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'>;

export function MaskedInput({ mascara, value, onChange, ...rest }: Props) {
  const { mask, max } = MASCARAS[mascara];
  return (
    <TextInput
      inputMode="numeric"
      placeholder={mask.replace(/0/g, '_')}
      {...rest}
      maxLength={max}
      value={value}
      onChange={(e) => onChange(comMascara(mascara, e.currentTarget.value))}
    />
  );
}

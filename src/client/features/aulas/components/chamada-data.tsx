// The attendance sheet's date: the app's date field (DD/MM/YYYY whatever the device's
// language, the rule of ui/campo-data.tsx), with one-tap steps to the previous/next week
// (never past `max`, the club's today). A typed day counts once it is a date. Drawn with
// plain elements (chamada-campos.module.css, as Mantine's TextInput md and ActionIcon
// default looked): the sheet opens on a phone without a network, and each Mantine
// component costs that open's first render. The error is below the field and names it.
import { useId } from 'react';
import { useTextoData } from '#client/ui/campo-data.tsx';
import { comMascara } from '#client/ui/masked-input.tsx';
import { MASCARAS } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { dataReal, somarDias } from '#shared/rules/datas.ts';
import classes from './chamada-campos.module.css';

/** Tabler's chevrons, inline. */
const ANTERIOR = 'M15 6l-6 6l6 6';
const PROXIMA = 'M9 6l6 6l-6 6';

function Seta({ d }: { d: string }) {
  return (
    <svg className={classes.icone} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

export function DataDaChamada({
  data,
  max,
  onChange,
}: {
  data: string | null;
  /** The last date a step may reach (a chamada is never for a later day). */
  max?: string | null;
  onChange: (iso: string) => void;
}) {
  const id = useId();
  const { texto, invalida, mudar } = useTextoData(data ?? '', (v) => {
    if (dataReal(v)) onChange(v);
  });
  const idErro = `${id}-erro`;
  return (
    <div className={classes.data}>
      <button
        type="button"
        className={`mantine-focus-auto ${classes.passo}`}
        aria-label={MSG.semanaAnterior}
        disabled={!data}
        onClick={() => data && onChange(somarDias(data, -7))}
      >
        <Seta d={ANTERIOR} />
      </button>
      <div className={classes.campo} data-erro={invalida || undefined}>
        <label className={classes.rotulo} htmlFor={id}>
          {MSG.dataChamada}
        </label>
        <input
          id={id}
          className={classes.entrada}
          inputMode="numeric"
          placeholder="DD/MM/AAAA"
          maxLength={MASCARAS.data.max}
          value={texto}
          aria-invalid={invalida || undefined}
          aria-describedby={invalida ? idErro : undefined}
          onChange={(e) => mudar(comMascara('data', e.currentTarget.value))}
        />
        {invalida && (
          <p className={classes.erro} id={idErro}>
            {MSG.dataInvalida}
          </p>
        )}
      </div>
      <button
        type="button"
        className={`mantine-focus-auto ${classes.passo}`}
        aria-label={MSG.proximaSemana}
        disabled={!data || (!!max && somarDias(data, 7) > max)}
        onClick={() => data && onChange(somarDias(data, 7))}
      >
        <Seta d={PROXIMA} />
      </button>
    </div>
  );
}

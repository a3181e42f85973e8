// One student's card on the attendance sheet: a plain checkbox button styled by
// chamada-aluno.module.css (it looks like Mantine's Checkbox.Card), so a tap
// renders one light row.
import { CheckIcon } from '@mantine/core';
import { memo } from 'react';
import { MSG } from '#shared/messages.ts';
import classes from './chamada-aluno.module.css';

export const LinhaAluno = memo(function LinhaAluno({
  idAluno,
  nome,
  presente,
  finalizada,
  onAlternar,
}: {
  idAluno: number;
  nome: string;
  presente: boolean;
  finalizada: boolean;
  onAlternar: (idAluno: number) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the whole card is the control, as in Mantine's Checkbox.Card
    <button
      type="button"
      role="checkbox"
      aria-checked={presente}
      aria-label={nome}
      disabled={finalizada}
      className={`mantine-focus-auto ${classes.card}`}
      data-marca={presente ? 'presente' : 'ausente'}
      onClick={() => onAlternar(idAluno)}
    >
      <span className={classes.nome}>
        <span className={classes.indicador} data-checked={presente || undefined}>
          <CheckIcon className={classes.check} />
        </span>
        <span className={classes.aluno}>{nome}</span>
      </span>
      <span className={classes.estado}>{presente ? MSG.presente : MSG.ausente}</span>
    </button>
  );
});

// One student's card on the attendance sheet: a plain checkbox button styled by
// chamada-aluno.module.css (it looks like Mantine's Checkbox.Card, its marks drawn by
// CSS). The row reads its own mark from the sheet's store (chamada-marcas.ts), so a
// tap renders this one light row alone. Its name is what it shows, the student's name
// and the mark, so a speech command that says what it sees reaches it (WCAG 2.5.3).
// A trial class's row (aula experimental) is the same card with a badge after the name
// and no profile link (the person is not a student): its mark is under the trial's key.
import { memo } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/paths.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_EXPERIMENTAL } from '#shared/messages/experimental.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import classes from './chamada-aluno.module.css';
import { type MarcasVivas, usePresente } from './chamada-marcas';

export const LinhaAluno = memo(function LinhaAluno({
  idAluno,
  nome,
  marcas,
  finalizada,
  onAlternar,
  experimental = false,
}: {
  /** The mark's key: the student's id, or a trial's key (chaveExperimental). */
  idAluno: number;
  nome: string;
  /** A trial's row: badge, no profile link. */
  experimental?: boolean;
  /** The sheet's marks: the row subscribes to its own. */
  marcas: MarcasVivas;
  finalizada: boolean;
  onAlternar: (idAluno: number) => void;
}) {
  const presente = usePresente(marcas, idAluno);
  return (
    <div className={classes.linha}>
      {/* biome-ignore lint/a11y/useSemanticElements: the whole card is the control, as in Mantine's Checkbox.Card */}
      <button
        type="button"
        role="checkbox"
        aria-checked={presente}
        disabled={finalizada}
        className={`mantine-focus-auto ${classes.card}`}
        data-marca={presente ? 'presente' : 'ausente'}
        onClick={() => onAlternar(idAluno)}
      >
        <span className={classes.nome}>
          <span className={classes.indicador} data-checked={presente || undefined} />
          <span className={classes.aluno}>
            {nome}
            {experimental && (
              <>
                {' '}
                <span className={classes.experimental}>{MSG_EXPERIMENTAL.aulaExperimental}</span>
              </>
            )}
          </span>
        </span>{' '}
        <span className={classes.estado}>{presente ? MSG.presente : MSG.ausente}</span>
      </button>
      {experimental ? (
        <span className={classes.semPerfil} />
      ) : (
        <Link
          to={paths.aluno(idAluno)}
          className={`mantine-focus-auto ${classes.perfil}`}
          aria-label={MSG_REL.verPerfil(nome)}
        />
      )}
    </div>
  );
});

// One student's card on the attendance sheet: a plain checkbox button styled by
// chamada-aluno.module.css (it looks like Mantine's Checkbox.Card, its marks drawn by
// CSS). The row reads its own mark from the sheet's store (chamada-marcas.ts). A tap
// shows the new mark by setting the button's state in the DOM inside the click (the
// attributes and the word its render would write); React renders the row with the same
// state after that frame, and each render of the row writes its state again where the
// DOM shows another (a new store, a tap React had not yet heard of). Its name is what it shows, the student's name
// and the mark, so a speech command that says what it sees reaches it (WCAG 2.5.3).
// A trial class's row (aula experimental) is the same card with a badge after the name
// and no profile link (the person is not a student): its mark is under the trial's key.
import { memo, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/paths.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_EXPERIMENTAL } from '#shared/messages/experimental.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import classes from './chamada-aluno.module.css';
import { type MarcasVivas, usePresente } from './chamada-marcas';

/** The button's state as the row's render writes it: set by a tap before React renders the row. */
function mostrarMarca(botao: HTMLButtonElement | null, presente: boolean) {
  if (!botao || botao.getAttribute('aria-checked') === String(presente)) return;
  botao.setAttribute('aria-checked', String(presente));
  botao.dataset.marca = presente ? 'presente' : 'ausente';
  const indicador = botao.querySelector(`.${classes.indicador}`);
  if (presente) indicador?.setAttribute('data-checked', 'true');
  else indicador?.removeAttribute('data-checked');
  const estado = botao.querySelector(`.${classes.estado}`);
  if (estado) estado.textContent = presente ? MSG.presente : MSG.ausente;
}

export const LinhaAluno = memo(function LinhaAluno({
  idAluno,
  nome,
  marcas,
  finalizada,
  onAlternar,
  experimental = false,
  adiante = false,
}: {
  /** The mark's key: the student's id, or a trial's key (chaveExperimental). */
  idAluno: number;
  nome: string;
  /** A trial's row: badge, no profile link. */
  experimental?: boolean;
  /** A row below the first screenful (rendered after the first paint). */
  adiante?: boolean;
  /** The sheet's marks: the row subscribes to its own. */
  marcas: MarcasVivas;
  finalizada: boolean;
  /** Flips the mark; answers the new one, or null when the sheet takes no taps. */
  onAlternar: (idAluno: number) => boolean | null;
}) {
  const presente = usePresente(marcas, idAluno);
  const botao = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => mostrarMarca(botao.current, presente));
  return (
    <div className={classes.linha}>
      {/* biome-ignore lint/a11y/useSemanticElements: the whole card is the control, as in Mantine's Checkbox.Card */}
      <button
        ref={botao}
        type="button"
        role="checkbox"
        aria-checked={presente}
        disabled={finalizada}
        className={`mantine-focus-auto ${classes.card}${adiante ? ` ${classes.adiante}` : ''}`}
        data-marca={presente ? 'presente' : 'ausente'}
        onClick={(e) => {
          const agora = onAlternar(idAluno);
          if (agora !== null) mostrarMarca(e.currentTarget, agora);
        }}
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

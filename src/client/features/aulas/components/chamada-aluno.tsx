// One student's card on the attendance sheet: a plain checkbox button styled by
// chamada-aluno.module.css (it looks like Mantine's Checkbox.Card). The row reads its own
// mark from the sheet's store (chamada-marcas.ts). A tap shows the new mark by setting the
// button's attributes in the DOM inside the click; the colours, the check mark and the word
// shown follow `data-marca` in CSS. Both words ("Presente", "Ausente") are laid out in one
// cell and only the mark's is visible, so a tap changes no text and no size. React renders
// the row with the same state after that frame, and each render of the row writes its state
// again where the DOM shows another (a new store, a tap React had not yet heard of). Its name
// is what it shows, the student's name and the mark (the hidden word is in neither), so a
// speech command that says what it sees reaches it (WCAG 2.5.3). The marks are inline SVG
// paths: nothing to decode in the sheet's first paint.
// A trial class's row (aula experimental) is the same card with a badge after the name
// and no profile link (the person is not a student): its mark is under the trial's key.
import { memo, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/paths.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_EXPERIMENTAL } from '#shared/messages/experimental.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import classes from './chamada-aluno.module.css';
import campos from './chamada-campos.module.css';
import { type MarcasVivas, usePresente } from './chamada-marcas';

/** The button's state as the row's render writes it: set by a tap before React renders the row. */
function mostrarMarca(botao: HTMLButtonElement | null, presente: boolean) {
  if (!botao || botao.getAttribute('aria-checked') === String(presente)) return;
  // Attributes only: the colours, the mark and which word shows follow `data-marca` in CSS,
  // so a tap changes no text and no geometry (the frame is style and paint, no layout).
  botao.setAttribute('aria-checked', String(presente));
  botao.dataset.marca = presente ? 'presente' : 'ausente';
}

/**
 * The box and Mantine's check mark in it, one inline SVG (the box is the element's own border
 * and background): drawn as a path, no image to decode in the sheet's first paint.
 */
const MARCA = (
  <svg className={classes.indicador} viewBox="-3.33 -4.83 16.67 16.67" aria-hidden="true" focusable="false">
    <path d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z" />
  </svg>
);

/** Tabler's "user" icon in the profile link, inline for the same reason (its two strokes as one path). */
const PERFIL = (
  <svg className={campos.icone} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2" />
  </svg>
);

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
          {MARCA}
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
        {/* Both words laid out in one cell, the one of the mark shown: only it is in the name. */}
        <span className={classes.estado}>
          <span data-palavra="presente">{MSG.presente}</span>
          <span data-palavra="ausente">{MSG.ausente}</span>
        </span>
      </button>
      {experimental ? (
        <span className={classes.semPerfil} />
      ) : (
        <Link
          to={paths.aluno(idAluno)}
          className={`mantine-focus-auto ${classes.perfil}`}
          aria-label={MSG_REL.verPerfil(nome)}
        >
          {PERFIL}
        </Link>
      )}
    </div>
  );
});

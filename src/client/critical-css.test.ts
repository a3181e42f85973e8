import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss } from './critical-css';

const HTML =
  '<div class="card big" style="--card-pad: var(--space-md)"><button class="btn">Entrar</button></div>';

describe('criticalCss', () => {
  it('lists the classes of the markup', () => {
    expect([...classesIn(HTML)].sort()).toEqual(['big', 'btn', 'card']);
  });

  it('keeps rules whose classes are all on the page, and rules that name none', () => {
    const css = 'body{margin:0}.card{padding:1px}.card.big{color:red}.modal{color:blue}.card .modal{x:1}';
    const out = criticalCss(css, HTML);
    expect(out).toContain('body{margin:0}');
    expect(out).toContain('.card{padding:1px}');
    expect(out).toContain('.card.big{color:red}');
    expect(out).not.toContain('.modal');
  });

  it('keeps a selector list when one of its selectors can match', () => {
    const out = criticalCss('.modal,.btn{color:red}', HTML);
    expect(out).toContain('.modal,.btn{color:red}');
  });

  it('does not require the classes inside :where()/:not() to be present', () => {
    const out = criticalCss('.btn:where(:not(.loading)){opacity:1}', HTML);
    expect(out).toContain('.btn:where(:not(.loading))');
  });

  it('prunes inside media queries and drops the ones left empty', () => {
    const css = '@media (hover:hover){.btn:hover{color:red}.modal{color:blue}}@media print{.modal{x:1}}';
    const out = criticalCss(css, HTML);
    expect(out).toContain('@media (hover:hover){.btn:hover{color:red}}');
    expect(out).not.toContain('print');
  });

  it('keeps only the custom properties the page reads, following var() chains', () => {
    const css =
      ':root{--space-md:var(--scale);--scale:2px;--unused:1px;--color-a:red}.btn{color:var(--color-a)}.modal{margin:var(--unused)}';
    const out = criticalCss(css, HTML);
    expect(out).toContain('--space-md:var(--scale)'); // read by the inline style of the markup
    expect(out).toContain('--scale:2px'); // read by --space-md
    expect(out).toContain('--color-a:red'); // read by a kept rule
    expect(out).not.toContain('--unused'); // only the dropped rule read it
  });

  it('drops keyframes no kept rule names', () => {
    const css = '@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}.btn{animation:spin 1s}';
    const out = criticalCss(css, HTML);
    expect(out).toContain('@keyframes spin');
    expect(out).not.toContain('fade');
  });
});

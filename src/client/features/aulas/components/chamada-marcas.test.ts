// A tap changes the sheet's marks at once (what the click shows and a send takes), while
// the rows and the count hear of it only after the frame that shows it has painted and
// the page is idle: React renders nothing between a tap and its mark on screen. The
// browser's frame and idle callbacks are queues the test runs by hand.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { criarMarcas } from './chamada-marcas';

let quadros: (() => void)[] = [];
let ociosos: (() => void)[] = [];
const rodar = (fila: (() => void)[]) => {
  for (const fn of fila.splice(0)) fn();
};

beforeEach(() => {
  quadros = [];
  ociosos = [];
  vi.stubGlobal('document', { hidden: false });
  vi.stubGlobal('requestAnimationFrame', (fn: () => void) => quadros.push(fn));
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => ociosos.push(fn));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the marks of a sheet being taken', () => {
  it('a tap changes the mark and the count at once and tells the row and the count after the painted frame', () => {
    const marcas = criarMarcas([1, 2, 3], { 1: 1, 2: 0 });
    const linha = vi.fn();
    const outra = vi.fn();
    const contagem = vi.fn();
    marcas.assinar(1, linha);
    marcas.assinar(2, outra);
    marcas.assinarContagem(contagem);
    expect(marcas.presentes()).toBe(2);

    expect(marcas.alternar(1)).toBe(false);
    expect(marcas.presente(1)).toBe(false);
    expect(marcas.presentes()).toBe(1);
    expect(marcas.todas()).toEqual({ 1: 0, 2: 0 });
    expect(linha).not.toHaveBeenCalled();

    rodar(quadros);
    expect(linha).not.toHaveBeenCalled();
    rodar(ociosos);
    expect(linha).toHaveBeenCalledTimes(1);
    expect(contagem).toHaveBeenCalledTimes(1);
    expect(outra).not.toHaveBeenCalled();
  });

  it('taps made before that frame are told once, with the state they left', () => {
    const marcas = criarMarcas([1, 2], {});
    const linha = vi.fn();
    marcas.assinar(1, linha);
    marcas.alternar(1);
    marcas.alternar(1);
    marcas.alternar(2);
    expect(quadros).toHaveLength(1);
    rodar(quadros);
    rodar(ociosos);
    expect(linha).toHaveBeenCalledTimes(1);
    expect(marcas.presente(1)).toBe(true);
    expect(marcas.presentes()).toBe(1);
  });

  it("a trial's mark changes without the students' count", () => {
    const marcas = criarMarcas([1], {});
    const contagem = vi.fn();
    marcas.assinarContagem(contagem);
    expect(marcas.alternar(-5)).toBe(false);
    rodar(quadros);
    rodar(ociosos);
    expect(contagem).not.toHaveBeenCalled();
    expect(marcas.presentes()).toBe(1);
  });
});

import { violacoes } from './axe';
import { expect, test } from './fixtures';

// The scanner itself: it finds what it is there to find, within the part it is given, and
// puts axe into a document once.

test('the accessibility scan finds a nameless button, within a part too, and puts axe in a document once', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="pt-BR"><title>t</title><main><button></button></main><aside><p>ok</p></aside></html>',
  );
  const regras = async (escopo?: string) => (await violacoes(page, escopo)).map((v) => v.id);
  expect(await regras()).toContain('button-name');
  expect(await regras('main')).toContain('button-name');
  expect(await regras('aside')).not.toContain('button-name');

  // Evaluated again, axe's source would put a new `axe` in its place.
  await page.evaluate(() => Object.assign((window as unknown as { axe: object }).axe, { marca: 1 }));
  await regras();
  expect(await page.evaluate(() => (window as unknown as { axe: { marca?: number } }).axe.marca)).toBe(1);

  // A new document gets axe again.
  await page.setContent('<html lang="pt-BR"><title>t</title><main><button>Ok</button></main></html>');
  expect(await regras()).toEqual([]);
});

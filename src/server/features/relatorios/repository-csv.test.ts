import { describe, expect, it } from 'vitest';
import { campoCsv } from './repository-csv';

describe('campoCsv', () => {
  it('quotes fields with separators, quotes or line breaks, and never starts a formula', () => {
    expect(campoCsv('Ana Souza')).toBe('Ana Souza');
    expect(campoCsv('Florete "A"')).toBe('"Florete ""A"""');
    expect(campoCsv('Turma; noite')).toBe('"Turma; noite"');
    expect(campoCsv('linha\nnova')).toBe('"linha\nnova"');
    expect(campoCsv('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(campoCsv('+55')).toBe("'+55");
    expect(campoCsv('-1')).toBe("'-1");
    expect(campoCsv('@x')).toBe("'@x");
  });
});

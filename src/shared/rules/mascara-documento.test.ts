import { describe, expect, it } from 'vitest';
import { mascararCpf, mascararRg } from './mascara-documento';

describe('mascararCpf', () => {
  it('shows only the middle six digits', () => {
    expect(mascararCpf('12343800901')).toBe('***.438.009-**');
    expect(mascararCpf('123.438.009-01')).toBe('***.438.009-**');
  });
  it('keeps null and hides anything that is not a CPF', () => {
    expect(mascararCpf(null)).toBeNull();
    expect(mascararCpf('123')).toBe('***.***.***-**');
  });
});

describe('mascararRg', () => {
  it('shows the three characters before the last one', () => {
    expect(mascararRg('123456789')).toBe('**.***.678-*');
    expect(mascararRg('12.345.678-X')).toBe('**.***.678-*');
    expect(mascararRg('1234567')).toBe('***456*');
  });
  it('keeps null and hides short values entirely', () => {
    expect(mascararRg(null)).toBeNull();
    expect(mascararRg('1234')).toBe('****');
  });
  it('never shows more than three characters', () => {
    const m = mascararRg('1234567890123') ?? '';
    expect(m.replace(/\*/g, '').length).toBe(3);
  });
});

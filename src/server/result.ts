// The one way a repository (or a policy) reports an expected failure: a result
// `{ ok: true, ...value }` or `{ ok: false, motivo }`, where `motivo` is a snake_case
// reason. Routes turn reasons into HTTP answers; repositories never throw HttpError
// and never decide who may do something (#server/policies).
export type Ok<T extends object = object> = { ok: true } & T;
export type Falha<M extends string> = { ok: false; motivo: M };
export type Resultado<T extends object, M extends string> = Ok<T> | Falha<M>;

export function ok(): Ok;
export function ok<T extends object>(value: T): Ok<T>;
export function ok<T extends object>(value?: T): Ok<T> {
  return { ok: true, ...(value as T) };
}

export function falha<M extends string>(motivo: M): Falha<M> {
  return { ok: false, motivo };
}

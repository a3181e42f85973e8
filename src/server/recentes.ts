// A map of at most `max` entries that forgets the least recently used first: a read or a
// write makes its entry the most recent. The bounded memories of this process (prepared
// statements, the public routes' counts per address, postal codes, values computed from
// a Pix code) are each one of these.
export class Recentes<K, V> {
  // Insertion order is the order of last use: a use moves its key to the end.
  readonly #valores = new Map<K, V>();

  constructor(readonly max: number) {}

  get(chave: K): V | undefined {
    const valor = this.#valores.get(chave);
    if (valor !== undefined) {
      this.#valores.delete(chave);
      this.#valores.set(chave, valor);
    }
    return valor;
  }

  /** Keeps `valor` as the most recent; answers it. */
  set(chave: K, valor: V): V {
    this.#valores.delete(chave);
    this.#valores.set(chave, valor);
    if (this.#valores.size > this.max) this.#valores.delete(this.#valores.keys().next().value as K);
    return valor;
  }

  delete(chave: K): void {
    this.#valores.delete(chave);
  }

  clear(): void {
    this.#valores.clear();
  }
}

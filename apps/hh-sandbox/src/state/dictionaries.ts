import { readFileSync } from 'node:fs';
import { type HhDictionaries, type IdName, hhDictionariesSchema } from '@otklik/hh-contract';

/**
 * hh's /dictionaries as the sandbox serves them (the official example, bundled in seed/dictionaries.json), with
 * the lookups the sandbox needs: names of dictionary ids and currency rates.
 */
export class Dictionaries {
  constructor(readonly raw: HhDictionaries) {}

  /**
   * Reads and validates a dictionaries JSON file.
   * @throws ZodError when the file does not match hh-contract's dictionaries schema
   */
  static fromFile(path: string): Dictionaries {
    return new Dictionaries(hhDictionariesSchema.parse(JSON.parse(readFileSync(path, 'utf8'))));
  }

  /** `{id, name}` of `id` in dictionary `key` (e.g. 'experience', 'between1And3'), or undefined. */
  entry(key: string, id: string): IdName | undefined {
    const list = this.raw[key];
    if (!Array.isArray(list)) return undefined;
    const found = (list as { id?: unknown; name?: unknown }[]).find((e) => e.id === id);
    return found && typeof found.name === 'string' ? { id, name: found.name } : undefined;
  }

  /** Units of `code` per 1 RUR (USD ≈ 0.0163), or undefined for an unknown currency code. */
  rate(code: string): number | undefined {
    return this.raw.currency.find((c) => c.code === code)?.rate;
  }

  /** An amount in `code` converted to RUR at the dictionary rate; null when the currency is unknown. */
  toRur(amount: number, code: string): number | null {
    const rate = this.rate(code);
    return rate === undefined ? null : amount / rate;
  }
}

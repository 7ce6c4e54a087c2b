/** Types for az 0.2.3 (the package ships none): the Az.js Russian morphology (OpenCorpora dictionaries), the parts used here. */
declare module 'az' {
  export interface AzTag {
    POS?: string;
    CAse?: string;
    GNdr?: string;
    NMbr?: string;
    toString(): string;
    [grammeme: string]: unknown;
  }
  export interface AzParse {
    word: string;
    tag: AzTag;
    score: number;
    normalize(keepPOS?: boolean): AzParse;
    inflect(grammemes: string[]): AzParse | false;
  }
  export interface AzMorph {
    (word: string): AzParse[];
    init(path: string, callback: (error: unknown) => void): void;
  }
  const Az: { Morph: AzMorph };
  export default Az;
}

/** Types for snowball-stemmers 0.6.0 (the package ships none): the Snowball stemmers (snowballstem.org) ported to JS. */
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: { newStemmer(language: string): Stemmer; algorithms(): string[] };
  export default snowball;
}

/** The part of jsdom the page tests use (jsdom ships no types; the repository has no DOM typings for Node code). */
declare module 'jsdom' {
  export interface DomElement {
    readonly tagName: string;
    readonly textContent: string | null;
    readonly innerHTML: string;
    readonly content?: { textContent: string | null };
    getAttribute(name: string): string | null;
    hasAttribute(name: string): boolean;
    querySelector(selector: string): DomElement | null;
    querySelectorAll(selector: string): ArrayLike<DomElement> & Iterable<DomElement>;
  }
  export interface DomDocument {
    querySelector(selector: string): DomElement | null;
    querySelectorAll(selector: string): ArrayLike<DomElement> & Iterable<DomElement>;
    getElementById(id: string): DomElement | null;
    readonly title: string;
  }
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: { readonly document: DomDocument; close(): void };
  }
}

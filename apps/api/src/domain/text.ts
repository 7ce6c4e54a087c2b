const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Plain text of hh HTML (descriptions, snippets with `<highlighttext>`): tags become spaces, entities decode, spaces collapse. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]+>/gu, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/gu, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

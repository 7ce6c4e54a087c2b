import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { PALETTE, cssVariablesResolver, theme } from './theme';

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
const DARK_BODY = DEFAULT_THEME.colors.dark[7];
const DARK_CARD = DEFAULT_THEME.colors.dark[6];
const colors = theme.colors ?? {};

describe('theme contrast (WCAG 2.2 AA: 4.5:1 for text)', () => {
  it.each(Object.keys(PALETTE).filter((name) => name !== 'accent'))('%s: filled controls and links read on white, and on the dark scheme', (name) => {
    const tuple = colors[name]!;
    // Light scheme: white text on the filled shade (6), the shade as text on white and on the grey page tints.
    expect(contrast(tuple[6], WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tuple[6], DEFAULT_THEME.colors.gray[0])).toBeGreaterThanOrEqual(4.5);
    // Dark scheme: white on the filled shade (7), shade 4 as text on the body and on cards.
    expect(contrast(tuple[7], WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tuple[4], DARK_BODY)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tuple[4], DARK_CARD)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['blue', 'red', 'green', 'teal', 'orange'])("Mantine's own %s is darkened the same way", (name) => {
    expect(contrast(colors[name]![6], WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors[name]![4], DARK_BODY)).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text reads on white, on light grey and on the dark body and cards', () => {
    const gray6 = colors.gray![6];
    expect(contrast(gray6, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(gray6, DEFAULT_THEME.colors.gray[1])).toBeGreaterThanOrEqual(4.5);
    const { light, dark } = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never);
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-6)');
    const darkDimmed = dark['--mantine-color-dimmed']!;
    expect(contrast(darkDimmed, DARK_BODY)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(darkDimmed, DARK_CARD)).toBeGreaterThanOrEqual(4.5);
  });

  it('links are underlined, so a link inside text differs from it by more than colour', () => {
    expect(theme.components?.Anchor?.defaultProps).toMatchObject({ underline: 'always' });
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels checked: 2.0, 2.1 and 2.2, A and AA (axe-core tags). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The widths every screen is checked at: desktop and a common phone. */
export const AXE_WIDTHS = [1280, 375] as const;
/** The widths at which no page may scroll sideways: small, common and large phones. */
export const PHONE_WIDTHS = [320, 375, 414] as const;

/** localStorage key of the colour scheme (apps/web/src/lib/theme.ts). */
const COLOR_SCHEME_KEY = 'otklik-color-scheme';

/** One problem found on a screen, for the journey's summary. */
export interface Finding {
  screen: string;
  where: string;
  problem: string;
}

/** Waits two frames, so a layout change (viewport, colour scheme) is painted. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Switches the colour scheme without a reload, the way another tab's change reaches the app: the stored choice and a
 * `storage` event, which Mantine's colour scheme manager listens to.
 */
export async function setColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }));
    },
    [COLOR_SCHEME_KEY, scheme] as const,
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  await settle(page);
}

/** Horizontal overflow of the page: how far it scrolls sideways, in px (0 = none). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(root.scrollWidth - root.clientWidth, document.body.scrollWidth - document.body.clientWidth, 0);
  });
}

/** The elements that stick out of the viewport on the right, for a readable failure (at most 5). */
async function overflowCulprits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    const sticksOut = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      return box.right > width + 1 && box.width > 0;
    };
    // The innermost elements that stick out: their parents stick out only because of them.
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      if (!sticksOut(element) || Array.from(element.children).some(sticksOut)) continue;
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const position = getComputedStyle(element).position;
      out.push(
        `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}${position === 'static' ? '' : `(${position})`} right=${Math.round(element.getBoundingClientRect().right)} «${label}»`,
      );
      if (out.length >= 5) break;
    }
    return out;
  });
}

/**
 * Checks the screen on `page` as it is now: axe-core (WCAG 2.2 A/AA) in both colour schemes at 1280 and 375 px, and no
 * sideways scrolling at 320, 375 and 414 px. Serious and critical violations and overflows are added to `findings`
 * (the journey asserts none at its end, so one run lists every screen's problems). Leaves the page at 1280 px, light.
 */
export async function checkScreen(page: Page, screen: string, findings: Finding[]): Promise<void> {
  const height = page.viewportSize()?.height ?? 900;
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height });
    await settle(page);
    // The layout follows a new width in a few renders (media queries read in effects): wait for it to settle.
    const settled = await expect
      .poll(() => sidewaysOverflow(page), { timeout: 3000 })
      .toBe(0)
      .then(
        () => true,
        () => false,
      );
    if (!settled) {
      const overflow = await sidewaysOverflow(page);
      findings.push({ screen, where: `${width}px`, problem: `scrolls sideways by ${overflow}px: ${(await overflowCulprits(page)).join('; ')}` });
    }
  }
  for (const scheme of ['light', 'dark'] as const) {
    await setColorScheme(page, scheme);
    for (const width of AXE_WIDTHS) {
      await page.setViewportSize({ width, height });
      await settle(page);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      for (const violation of violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        const nodes = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
        findings.push({
          screen,
          where: `${scheme} ${width}px`,
          problem: `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${nodes.join(' | ')}`,
        });
      }
    }
  }
  await setColorScheme(page, 'light');
  await page.setViewportSize({ width: AXE_WIDTHS[0], height });
  await settle(page);
}

/** Fails with every finding listed, one a line. */
export function expectNoFindings(findings: readonly Finding[]): void {
  expect(
    findings.map((finding) => `${finding.screen} [${finding.where}] ${finding.problem}`),
    'accessibility and 320–414 px findings',
  ).toEqual([]);
}

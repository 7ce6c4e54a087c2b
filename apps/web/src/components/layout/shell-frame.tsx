import type { ReactNode } from 'react';
import { AppShell, rem } from '@mantine/core';

/** Width at or below which the sidebar becomes a mobile overlay, in px: 650. */
export const MOBILE_BREAKPOINT_PX = 650;

/** The sidebar element's id (the burger's `aria-controls`). */
export const NAVBAR_ID = 'app-navbar';

/** Sidebar width in px, also on mobile, where it overlays the page and leaves the content beside it clickable. */
const NAVBAR_WIDTH_PX = 260;
export interface ShellFrameProps {
  header: ReactNode;
  navbar: ReactNode;
  children: ReactNode;
  /** Sidebar open on desktop (> 650 px). */
  desktopOpened: boolean;
  /** Sidebar overlay open on mobile (≤ 650 px). */
  mobileOpened: boolean;
  /** Called when the main content is clicked while the mobile overlay is open (it closes). */
  onMainClick: () => void;
}

/** Mantine AppShell with the header and the toggleable left sidebar. */
export function ShellFrame({ header, navbar, children, desktopOpened, mobileOpened, onMainClick }: ShellFrameProps) {
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: NAVBAR_WIDTH_PX,
        // Mantine's mobile styles apply below `breakpoint - 0.1`; +0.1 makes exactly 650 px mobile (650 px or less is mobile).
        breakpoint: MOBILE_BREAKPOINT_PX + 0.1,
        collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
      }}
      padding="lg"
    >
      <AppShell.Header>{header}</AppShell.Header>
      <AppShell.Navbar id={NAVBAR_ID} p="md" maw="85vw" style={{ width: rem(NAVBAR_WIDTH_PX) }}>
        {navbar}
      </AppShell.Navbar>
      <AppShell.Main onClick={onMainClick}>{children}</AppShell.Main>
    </AppShell>
  );
}

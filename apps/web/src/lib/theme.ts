import { DEFAULT_THEME, type MantineColorsTuple, createTheme, localStorageColorSchemeManager } from '@mantine/core';

/** Amber, for warnings (spec §9 palette); Mantine has no amber of its own. */
const amber: MantineColorsTuple = [
  '#fffbeb', '#fef3c7', '#fde68a', '#fcd34d', '#fbbf24', '#f59e0b', '#d97706', '#b45309', '#92400e', '#78350f',
];

/** Light greys for accents: highlighted rows, active menu entries (spec §9 "accent light grey"). */
const lightGrey: MantineColorsTuple = [
  '#fdfdfe', '#f8f9fa', '#f3f4f6', '#eef0f2', '#e9ecef', '#e3e6ea', '#dee2e6', '#d3d8dd', '#ced4da', '#c4cbd2',
];

/**
 * The spec §9 palette as Mantine colours. Components name the role, not the hue: `color="error"`, `color="success"`.
 * Light and dark themes share it; Mantine derives the dark variants.
 */
export const PALETTE = {
  primary: DEFAULT_THEME.colors.blue,
  secondary: DEFAULT_THEME.colors.gray,
  accent: lightGrey,
  error: DEFAULT_THEME.colors.red,
  info: DEFAULT_THEME.colors.blue,
  success: DEFAULT_THEME.colors.green,
  warning: amber,
} as const satisfies Record<string, MantineColorsTuple>;

/**
 * The Otklik Mantine theme (spec §9: primary blue; light by default, dark available). Transitions (dialogs, menus,
 * notifications) are off for a seeker whose system asks for reduced motion.
 */
export const theme = createTheme({
  primaryColor: 'primary',
  respectReducedMotion: true,
  colors: PALETTE,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  cursorType: 'pointer',
});

/** localStorage key of the chosen colour scheme. */
export const COLOR_SCHEME_STORAGE_KEY = 'otklik-color-scheme';

/** Persists the light/dark choice in localStorage (spec §9: default light). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

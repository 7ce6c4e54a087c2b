import { Anchor, type CSSVariablesResolver, type MantineColorsTuple, createTheme, localStorageColorSchemeManager } from '@mantine/core';

/*
 * The palettes below are Mantine's own with shades 6–9 darkened (the same hue, scaled towards black) so that text and
 * filled controls meet WCAG 2.2 AA on the page colours: shade 6 has at least 5:1 against white, 7 at least 6:1, 8 at
 * least 7:1. Shades 0–5 (light backgrounds, and the text colours of the dark scheme) are Mantine's unchanged, so the
 * look stays the same. Mantine's own palette names are overridden too, so `color="red"` is as readable as
 * `color="error"`.
 */

/** Mantine's blue, darkened: filled buttons 5:1 with white, links 5:1 on white. */
const blue: MantineColorsTuple = ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#1c72bd', '#1665ab', '#145a9b', '#134e85'];
/** Mantine's red, darkened. */
const red: MantineColorsTuple = ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#c34040', '#b62f2f', '#a82525', '#931f1f'];
/** Mantine's green, darkened. */
const green: MantineColorsTuple = ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#2a7f39', '#237031', '#1e652c', '#1b5727'];
/** Mantine's teal, darkened. */
const teal: MantineColorsTuple = ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0c7d5b', '#087152', '#066548', '#05563e'];
/** Mantine's orange, darkened. */
const orange: MantineColorsTuple = ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#af570e', '#a54505', '#993b08', '#892d09'];
/** Mantine's gray with a darker shade 6 (dimmed text, `color="gray"`): 5.3:1 on white. */
const gray: MantineColorsTuple = ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#666c72', '#495057', '#343a40', '#212529'];

/** Mantine's grape, violet, pink, indigo and cyan, darkened the same way (a badge of any of them stays readable). */
const grape: MantineColorsTuple = ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#a742c1', '#9736af', '#89309f', '#7b2a90'];
const violet: MantineColorsTuple = ['#f3f0ff', '#e5dbff', '#d0bfff', '#b197fc', '#9775fa', '#845ef7', '#784ff0', '#6a44dc', '#603cca', '#5638b2'];
const pink: MantineColorsTuple = ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#c13d6c', '#b62b5c', '#a7204f', '#991c47'];
const indigo: MantineColorsTuple = ['#edf2ff', '#dbe4ff', '#bac8ff', '#91a7ff', '#748ffc', '#5c7cfa', '#4564df', '#3a57cf', '#334ebc', '#3046af'];
const cyan: MantineColorsTuple = ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#0f7a8a', '#0c6d7d', '#096271', '#085866'];

/** Amber, for warnings; Mantine has no amber of its own. Shades 6–9 darkened like the others. */
const amber: MantineColorsTuple = ['#fffbeb', '#fef3c7', '#fde68a', '#fcd34d', '#fbbf24', '#f59e0b', '#a75c05', '#a04a08', '#92400e', '#78350f'];

/** Light greys for accents: highlighted rows, active menu entries. */
const lightGrey: MantineColorsTuple = ['#fdfdfe', '#f8f9fa', '#f3f4f6', '#eef0f2', '#e9ecef', '#e3e6ea', '#dee2e6', '#d3d8dd', '#ced4da', '#c4cbd2'];

/**
 * The product's palette as Mantine colours. Components name the role, not the hue: `color="error"`, `color="success"`.
 * Light and dark themes share it; Mantine derives the dark variants.
 */
export const PALETTE = {
  primary: blue,
  secondary: gray,
  accent: lightGrey,
  error: red,
  info: blue,
  success: green,
  warning: amber,
} as const satisfies Record<string, MantineColorsTuple>;

/** Dimmed text on the dark scheme's body and cards (#242424, #2e2e2e): 6.3:1 and 5.5:1 (Mantine's #828282 has 4.0:1). */
export const DARK_DIMMED = '#a6a6a6';

/**
 * Colours Mantine sets outside the palettes, made readable: dimmed text, the error and success texts of the dark
 * scheme (Mantine's red-8 and teal-8 are dark shades meant for a light page), and the keyboard focus ring
 * (`--otk-focus-ring`, app/global.css): 5:1 on the white page, 6:1 on the dark one.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-error-6)',
    '--mantine-color-success': 'var(--mantine-color-success-6)',
    '--otk-focus-ring': 'var(--mantine-color-primary-6)',
  },
  dark: {
    '--mantine-color-dimmed': DARK_DIMMED,
    '--mantine-color-error': 'var(--mantine-color-error-4)',
    '--mantine-color-success': 'var(--mantine-color-success-4)',
    '--otk-focus-ring': 'var(--mantine-color-primary-4)',
  },
});

/**
 * The Otklik Mantine theme (primary blue; light by default, dark available). Filled controls use shade 6 in
 * the light scheme and 7 in the dark one (white text 5:1 or more on both). Links are always underlined, so a link in
 * running text differs from it by more than colour (the dark scheme's link blue is close to its text grey). Transitions
 * (dialogs, menus, notifications) are off for a seeker whose system asks for reduced motion.
 */
export const theme = createTheme({
  primaryColor: 'primary',
  primaryShade: { light: 6, dark: 7 },
  respectReducedMotion: true,
  colors: { ...PALETTE, blue, red, green, teal, orange, gray, grape, violet, pink, indigo, cyan },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  cursorType: 'pointer',
  components: {
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/** localStorage key of the chosen colour scheme. */
export const COLOR_SCHEME_STORAGE_KEY = 'otklik-color-scheme';

/** Persists the light/dark choice in localStorage (default light). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

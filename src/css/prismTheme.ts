/**
 * prism-react-renderer's GitHub theme with token colours darkened to a 4.5:1
 * contrast ratio on the code background (WCAG AA), which the stock theme
 * misses for comments, strings, numbers and keywords.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

const ACCESSIBLE: Record<string, string> = {
  '#999988': '#5c6370',
  '#e3116c': '#c8105e',
  '#36acaa': '#00706c',
  '#00a4db': '#00699a',
  '#d73a49': '#b0303b',
};

export const accessibleGithub: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => {
    const color = entry.style.color;
    return color && ACCESSIBLE[color] ? {...entry, style: {...entry.style, color: ACCESSIBLE[color]}} : entry;
  }),
};

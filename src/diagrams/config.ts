/**
 * How diagrams are drawn: the Mermaid configuration the refresh script renders
 * with. Text is at the body size (16px) in every diagram type, dark on light
 * fills, in the site's font stack; SVGs keep their natural size
 * (`useMaxWidth: false`) so a wide diagram scrolls instead of shrinking its
 * text. Part of every diagram's key (src/diagrams/source.ts): a change here
 * asks for a refresh of every SVG.
 */

/** Infima's `--ifm-font-family-base`, so diagram text matches the page. */
export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, Cantarell, "Noto Sans", sans-serif';

const TEXT = '#1c1e21'; // Infima's body text
const PRIMARY = '#216abb'; // --ifm-color-primary

export const MERMAID_CONFIG = {
  theme: 'base',
  fontFamily: FONT_FAMILY,
  fontSize: 16,
  themeVariables: {
    fontFamily: FONT_FAMILY,
    fontSize: '16px',
    background: '#ffffff',
    primaryColor: '#eaf2fb',
    primaryBorderColor: PRIMARY,
    primaryTextColor: TEXT,
    secondaryColor: '#f3f4f6',
    tertiaryColor: '#f8f9fa',
    lineColor: '#4b5563',
    textColor: TEXT,
    edgeLabelBackground: '#ffffff',
    clusterBkg: '#f8f9fa',
    clusterBorder: '#9ca3af',
    titleColor: TEXT,
    actorBkg: '#eaf2fb',
    actorBorder: PRIMARY,
    actorTextColor: TEXT,
    actorLineColor: '#6b7280',
    signalColor: TEXT,
    signalTextColor: TEXT,
    labelTextColor: TEXT,
    noteBkgColor: '#fff8db',
    noteBorderColor: '#b08800',
    noteTextColor: TEXT,
    attributeBackgroundColorOdd: '#ffffff',
    attributeBackgroundColorEven: '#f3f4f6',
  },
  flowchart: {useMaxWidth: false},
  sequence: {
    useMaxWidth: false,
    actorFontSize: 16,
    messageFontSize: 16,
    noteFontSize: 16,
    actorFontFamily: FONT_FAMILY,
    messageFontFamily: FONT_FAMILY,
    noteFontFamily: FONT_FAMILY,
  },
  er: {useMaxWidth: false, fontSize: 16},
  class: {useMaxWidth: false},
  state: {useMaxWidth: false},
} as const;

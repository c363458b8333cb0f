/**
 * The Prism theme of code blocks: colors by CSS variable, for both color modes.
 *
 * Code blocks are highlighted once, on the server (src/theme/CodeBlock), which cannot know the
 * reader's color mode, and hydration keeps the server's HTML. So no token gets a color of its
 * own here (`styles` is empty: a token is only its Prism classes, `token keyword`), and the block's
 * own colors are variables. src/css/code.css gives the variables a value per color mode and
 * colors the tokens by class, so switching the mode re-colors every block without rendering it.
 */
import type {PrismTheme} from 'prism-react-renderer';

export const codeTheme: PrismTheme = {
  plain: {color: 'var(--atsd-code-color)', backgroundColor: 'var(--atsd-code-background)'},
  styles: [],
};

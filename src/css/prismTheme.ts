/**
 * The Prism theme of code blocks: colours by CSS variable, for both colour modes.
 *
 * Code blocks are highlighted once, on the server (src/theme/CodeBlock), which cannot know the
 * reader's colour mode, and hydration keeps the server's HTML. So no token gets a colour of its
 * own here (`styles` is empty: a token is only its Prism classes, `token keyword`), and the block's
 * own colours are variables. src/css/code.css gives the variables a value per colour mode and
 * colours the tokens by class, so switching the mode re-colours every block without rendering it.
 */
import type {PrismTheme} from 'prism-react-renderer';

export const codeTheme: PrismTheme = {
  plain: {color: 'var(--atsd-code-color)', backgroundColor: 'var(--atsd-code-background)'},
  styles: [],
};

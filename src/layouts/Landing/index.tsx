import type {ReactNode} from 'react';
import type {LayoutProps} from '../registry';

/** Placeholder until the landing layout lands (issue 5). */
export default function Landing({frontMatter, children}: LayoutProps): ReactNode {
  return (
    <main>
      {frontMatter.heroText && <h1>{frontMatter.heroText}</h1>}
      {children}
    </main>
  );
}

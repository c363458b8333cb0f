/** Reads facts about the Markdown files under `docs/` at build time (Node only). */
import fs from 'node:fs';
import path from 'node:path';
import type {DocInfo} from '../sidebar/resolve';

/** The page title: front matter `title`, else the first `# ` heading. */
export function titleOfMarkdown(source: string): string | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1];
  const fromFrontMatter = frontMatter && /^title:\s*["']?(.+?)["']?\s*$/m.exec(frontMatter)?.[1];
  return fromFrontMatter || /^#\s+(.+?)\s*#*\s*$/m.exec(source)?.[1];
}

/** A `lookup` for the sidebar resolver over a docs directory. */
export function docLookup(docsDir: string): (docId: string) => DocInfo | undefined {
  return (docId) => {
    for (const extension of ['.md', '.mdx']) {
      const file = path.join(docsDir, docId + extension);
      if (fs.existsSync(file)) {
        const source = fs.readFileSync(file, 'utf8');
        return {title: titleOfMarkdown(source) ?? path.basename(docId)};
      }
    }
    return undefined;
  };
}

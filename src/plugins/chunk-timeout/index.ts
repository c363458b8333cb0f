/**
 * Page chunks may take up to 120 s on a slow link before they count as failed (the bundler's
 * default today, pinned because the old site promised it); a failed chunk makes Docusaurus load
 * the page in full instead.
 */
import type {Plugin} from '@docusaurus/types';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export default function chunkTimeoutPlugin(): Plugin {
  return {
    name: 'atsd-chunk-timeout',
    configureWebpack: () => ({output: {chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS}}),
  };
}

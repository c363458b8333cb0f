/**
 * The current doc page's data, shared with components outside the doc
 * (the sidebar lists its headers). The doc page publishes it on mount; during
 * server rendering and hydration it is empty, so the markup matches.
 */
import {useSyncExternalStore} from 'react';
import type {PageHeader} from './pageData';

export interface CurrentPage {
  /** The page's full pathname (base path included). */
  permalink: string;
  headers: PageHeader[];
  sidebarDepth: number;
}

let current: CurrentPage | null = null;
const listeners = new Set<() => void>();

export function publishCurrentPage(page: CurrentPage | null): void {
  current = page;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentPage(): CurrentPage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

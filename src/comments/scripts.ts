/**
 * Loading the Remark42 scripts: each once per page load, with a bounded number of tries. A script
 * that failed every try stays failed until the next full page load, so navigating between pages
 * does not request it again.
 */

/** Waits before the second and the third try; there is no fourth. */
export const RETRY_DELAYS_MS = [1000, 2000] as const;

/**
 * Runs `attempt` until it succeeds, waiting `delays[i]` after the i-th failure; after the last
 * delay's try fails, rejects with that failure.
 */
export async function withRetries(
  attempt: () => Promise<void>,
  delays: readonly number[] = RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  for (let tried = 0; ; tried += 1) {
    try {
      await attempt();
      return;
    } catch (error) {
      if (tried >= delays.length) {
        throw error;
      }
      await wait(delays[tried]!);
    }
  }
}

/** One try: a `<script>` in the head, removed again if it fails to load. */
function appendScript(src: string, id: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.id = id;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(script);
  });
}

const loads = new Map<string, Promise<void>>();

/** Loads `src` (as element `id`) once per page load; the same promise every later time. */
export function loadScriptOnce(src: string, id: string): Promise<void> {
  let load = loads.get(src);
  if (!load) {
    load = withRetries(() => appendScript(src, id));
    loads.set(src, load);
  }
  return load;
}

// nprogress 0.2 ships no types; only what the site uses.
declare module 'nprogress' {
  interface NProgressOptions {
    showSpinner: boolean;
    minimum: number;
    speed: number;
    trickleRate: number;
    trickleSpeed: number;
  }
  const nprogress: {
    settings: NProgressOptions;
    configure(options: Partial<NProgressOptions>): void;
    start(): void;
    done(): void;
  };
  export default nprogress;
}

// negotiator 1.x ships no types, and @types/negotiator describes 0.6, without the `preferred`
// option that breaks ties on the server's side; only what the site uses.
declare module 'negotiator' {
  import type {IncomingMessage} from 'node:http';

  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The most preferred of `available` that the request accepts; ties go to the order of `preferred`. */
    encoding(available: string[], options?: {preferred?: string[]}): string | undefined;
  }
}

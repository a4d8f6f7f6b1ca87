/** Thrown by a hook used outside the provider it needs; the message names that provider. */
export class ReactContextError extends Error {
  constructor(providerName: string, hookName?: string) {
    super(`${hookName ? `Hook ${hookName} is` : 'This hook is'} called outside the <${providerName}>.`);
    this.name = 'ReactContextError';
  }
}

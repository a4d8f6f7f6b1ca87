/**
 * Thrown while rendering a theme component that content used wrongly (a <Tabs> with two tabs of
 * the same value). It is the author's mistake, not sitegen's: the build reports the message with
 * the file and line of the component, without a stack trace.
 */
export class ComponentUsageError extends Error {
  constructor(component: string, message: string) {
    super(`<${component}>: ${message}`);
    this.name = 'ComponentUsageError';
  }
}

/** The commands that build one graph and exit, unlike watch and serve, which live on. */
const GRAPH_COMMANDS = new Set(['build', 'validate', 'graph']);

/** Whether `sitegen`'s command line (process.argv) runs build, validate or graph. */
export function buildsGraphOnce(argv: readonly string[]): boolean {
  const command = argv.slice(2).find((arg) => !arg.startsWith('-'));
  return command !== undefined && GRAPH_COMMANDS.has(command);
}

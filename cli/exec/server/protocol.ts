/** What a `sitegen build` hands its server: one JSON line. */
export interface ServerRequest {
  argv: string[];
  cwd: string;
  env: Record<string, string | undefined>;
  /** Whether the command's own stdout and stderr are terminals (diagnostics are coloured for one). */
  tty: { stdout: boolean; stderr: boolean };
  /** The command's umask: the modes of the files the build creates. */
  umask: number;
}

/** What the server sends back, a JSON line each: the command's output as it is written, then its exit code. */
export type ServerReply = { stdout: string } | { stderr: string } | { exit: number };

/** What a newer server of the same cache folder sends an older one, which then exits. */
export interface StopRequest {
  stop: true;
}

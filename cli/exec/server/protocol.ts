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

/** What `sitegen server` asks a server, which answers at once, busy or not, with a StatusReply. */
export interface StatusRequest {
  status: true;
}

/** A server as it describes itself. */
export interface ServerStatus {
  pid: number;
  /** The cache folder whose builds it runs. */
  cacheDir: string;
  /** When it started listening, and when its last build ended (ms since the epoch). */
  startedAt: number;
  lastBuildAt?: number;
  /** Builds it has run, and whether it is running one now (or has one waiting). */
  builds: number;
  building: boolean;
  /** When it exits unless handed a build first; undefined while it builds. */
  exitsAt?: number;
  /** Its resident memory, in bytes. */
  rss: number;
}

export interface StatusReply {
  status: ServerStatus;
}

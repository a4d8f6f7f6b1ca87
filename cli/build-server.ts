import { runBuildServer } from './exec/server/build-server.ts';
import { runCommand } from './program.ts';

// `node lib/build-server.js <cache folder>`, as a build starts it (exec/server/start.ts).
void runBuildServer(process.argv[2], (argv) => runCommand(argv, true), () => import('./api.ts').then((api) => api.loadBuildStages()));

// Preloaded (NODE_OPTIONS=--require) into the sitegen binary by tests: names on stderr each installed package file it loads, as `loaded <package>/<file>`.
const Module = require('node:module');
const compile = Module.prototype._compile;
Module.prototype._compile = function (content, filename) {
  const at = filename.lastIndexOf('node_modules');
  if (at >= 0) process.stderr.write(`loaded ${filename.slice(at + 'node_modules'.length + 1).replaceAll('\\', '/')}\n`);
  return compile.call(this, content, filename);
};

// Preloaded (NODE_OPTIONS=--require) into the sitegen binary by tests: says on stderr when esbuild's JavaScript is loaded.
const Module = require('node:module');
const compile = Module.prototype._compile;
Module.prototype._compile = function (content, filename) {
  if (/[\\/]node_modules[\\/]esbuild[\\/]lib[\\/]main\.js$/.test(filename)) process.stderr.write('esbuild loaded\n');
  return compile.call(this, content, filename);
};

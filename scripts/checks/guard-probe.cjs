// Builds one remote with an extra entry module and prints the build errors as JSON. Run by
// singleton-guard.test.ts in a child process (rspack is ESM-only inside Jest's module system).
const { rspack } = require('@rspack/core');

const [remoteDir, probeFile] = process.argv.slice(2);
const { defineRemoteConfig } = require('../../rspack.shared.js');
const config = defineRemoteConfig(remoteDir)({}, { mode: 'production' });
const plugins = config.plugins.filter((plugin) => plugin?.constructor?.name !== 'PrecompressPlugin');
const compiler = rspack({ ...config, entry: { probe: probeFile }, devtool: false, plugins });
compiler.run((error, stats) => {
  const errors = error ? [String(error)] : stats.toJson({ all: false, errors: true }).errors.map((e) => e.message);
  compiler.close(() => {
    process.stdout.write(JSON.stringify(errors));
  });
});

// Runtime plugin of the shell's federation instance (scripts/federation-handover.cjs): puts the
// Module Federation SDK, error codes and bundler runtime that the shell's runtime bundles on the
// globals remote entries take them from, so a remote entry does not bring a second copy. It runs
// while the shell's federation runtime starts, before any remote loads. CommonJS, so that the
// globals hold the very module objects the shell's runtime uses (rspack.shared.js aliases each
// package to the file the federation runtime imports).
const handedOver = {
  '@module-federation/sdk': require('@module-federation/sdk'),
  '@module-federation/error-codes': require('@module-federation/error-codes'),
  '@module-federation/webpack-bundler-runtime': require('@module-federation/webpack-bundler-runtime'),
};

/** @param {Record<string, string>} globals package name -> global name */
module.exports = function federationSdkHandover(globals) {
  for (const [pkgName, global] of Object.entries(globals)) {
    if (!handedOver[pkgName]) throw new Error(`federation-sdk-handover: nothing to hand over for ${pkgName}`);
    globalThis[global] = handedOver[pkgName];
  }
  return { name: 'console-federation-sdk-handover' };
};

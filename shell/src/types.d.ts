/** Injected by rspack's DefinePlugin (rspack.shared.js). */
declare const __SHELL_VERSION__: string;

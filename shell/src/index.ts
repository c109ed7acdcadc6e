// Under the page's Content-Security-Policy (no 'unsafe-eval'):
// - the nonce the server writes into <meta property="csp-nonce"> goes to the <style> that notistack's
//   goober inserts as soon as it loads (emotion's cache gets it in ConsoleThemeProvider);
// - zod (one copy per bundle, one global config) must not probe for `new Function`, which the policy
//   refuses and reports as a violation even though zod catches it.
window.__nonce__ = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };
// The async boundary Module Federation needs: shared singletons resolve before any app code runs.
import('./bootstrap');

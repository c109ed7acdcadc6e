import { randomBytes } from 'node:crypto';
import type { EnvironmentFile } from '@console/contracts/registry';
import type { RemoteOverride } from './environment-registry';

/** A fresh nonce for one answer: 128 random bits, base64 (what CSP's nonce-source accepts). */
export const newCspNonce = () => randomBytes(16).toString('base64');

/** The origin of an http(s) URL, else null. An origin holds no space, `;` or `,`: safe in a policy. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins the console may load remotes from: the manifest `entry` of each enabled remote of the
 * environment document in force (a CDN, a remote's own server) and a release manager's URL overrides.
 * Versions on this server (the default, canaries, version overrides) are 'self'.
 */
export function registryOrigins(
  env: EnvironmentFile | null,
  overrides?: Record<string, RemoteOverride> | null,
): string[] {
  const origins = new Set<string>();
  const add = (url: string) => {
    const origin = originOf(url);
    if (origin) origins.add(origin);
  };
  for (const remote of Object.values(env?.remotes ?? {})) if (remote.enabled && remote.entry) add(remote.entry);
  for (const override of Object.values(overrides ?? {})) if ('url' in override) add(override.url);
  return [...origins].sort();
}

export interface PagePolicyInput {
  /** This answer's nonce: inline <script> and <style> tags carry it, and so do the styles scripts insert. */
  nonce: string;
  /** Where remotes load from (registryOrigins): their scripts, styles, images, fonts and manifests. */
  remoteOrigins: readonly string[];
  /** More origins scripts may call (the public address when it is not the one asked). */
  connectOrigins?: readonly string[];
}

const join = (...parts: (string | readonly string[])[]) => parts.flat().join(' ');

/**
 * The policy of an HTML answer: nothing inline runs or applies without this answer's nonce (no
 * 'unsafe-inline', no 'unsafe-eval'), code and styles come from this server or a remote's origin,
 * no page may frame the console, plugins are off, and forms and <base> stay on this server.
 */
export function pagePolicy({ nonce, remoteOrigins, connectOrigins = [] }: PagePolicyInput): string {
  const nonceSource = `'nonce-${nonce}'`;
  const connect = [...new Set([...remoteOrigins, ...connectOrigins])];
  return [
    `default-src 'self'`,
    `script-src ${join(`'self'`, nonceSource, remoteOrigins)}`,
    `style-src ${join(`'self'`, nonceSource, remoteOrigins)}`,
    `img-src ${join(`'self'`, 'data:', 'blob:', remoteOrigins)}`,
    `font-src ${join(`'self'`, 'data:', remoteOrigins)}`,
    `connect-src ${join(`'self'`, connect)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * The policy of every other answer (JSON, scripts, images, files): a document made of it, should a
 * browser ever render one, may load nothing, run nothing and be framed by nobody.
 */
export const OTHER_POLICY = `default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** The <meta> tag that hands a page's nonce to its scripts (they give it to the styles they insert). */
export const cspNonceMeta = (nonce: string) => `<meta property="csp-nonce" content="${nonce}">`;

/**
 * The shell's index.html for one answer: the nonce in <meta property="csp-nonce"> (the shell hands
 * it to the style engines; the API reference's Scalar reads the same tag) and on the build's tags.
 */
export function shellIndexWithNonce(html: string, nonce: string): string {
  const meta = cspNonceMeta(nonce);
  const tagged = html.replace(/<(script|style)(?=[\s>])/g, `<$1 nonce="${nonce}"`);
  return tagged.includes('</head>') ? tagged.replace('</head>', `${meta}</head>`) : `${meta}${tagged}`;
}

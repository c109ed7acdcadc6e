/** The versioned documents of the site: /brand/policy/{key}. */
export const POLICY_KEYS = ['tou', 'privacyPolicy'] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

/** The first published terms and privacy policy. */
export const POLICIES_FIRST_VERSION = '2025-01-01';
/** The current revision (RCS, brand messages, postpaid billing by CMS, consulting inquiries). */
export const POLICIES_CURRENT_VERSION = '2026-11-01';

/** Each document's versions by effective date (`?version=2025-01-01`), newest first: the newest is shown by default. */
export const POLICY_VERSIONS: Record<PolicyKey, readonly string[]> = {
  tou: [POLICIES_CURRENT_VERSION, POLICIES_FIRST_VERSION],
  privacyPolicy: [POLICIES_CURRENT_VERSION, POLICIES_FIRST_VERSION],
};

export const isPolicyKey = (value: string): value is PolicyKey => (POLICY_KEYS as readonly string[]).includes(value);

/** The version asked for (none or empty: the newest), or null when the document has no such version. */
export function policyVersionOf(policy: PolicyKey, requested: unknown): string | null {
  const versions = POLICY_VERSIONS[policy];
  if (requested === undefined || requested === '') return versions[0] ?? null;
  return typeof requested === 'string' && versions.includes(requested) ? requested : null;
}

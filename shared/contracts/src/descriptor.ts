import { z } from 'zod';
import { BaseRole } from './session';

/** Layouts of SPEC 2. Without an explicit one the shell picks by path (see layoutForPath). */
export const LayoutName = z.enum(['none', 'console', 'poc', 'default']);
export type LayoutName = z.infer<typeof LayoutName>;

export const ActionGuideTab = z.enum(['KAKAO', 'WEBSEND', 'SYSTEM']);
export type ActionGuideTab = z.infer<typeof ActionGuideTab>;

export const LocalizedText = z.object({ ko: z.string().min(1), en: z.string().min(1) });
export type LocalizedText = z.infer<typeof LocalizedText>;

/**
 * A path pattern as the SPEC writes it: /console/team/{teamSeq}/send/mt. Parameters in braces;
 * {teamSeq} must be an integer and {seq} a positive integer, checked by the shell.
 */
export const RoutePattern = z
  .string()
  .regex(
    /^\/([A-Za-z0-9_-]+|\{[A-Za-z]+\})?(\/([A-Za-z0-9_-]+|\{[A-Za-z]+\}))*$/,
    'a path pattern such as /console/team/{teamSeq}/send/mt',
  );

export const RouteDescriptor = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'kebab-case id'),
  path: RoutePattern,
  title: LocalizedText,
  /** Base roles that may open the route; missing = every role. */
  roles: z.array(BaseRole).optional(),
  requiresVerifiedBusiness: z.boolean().default(false),
  requiresActiveTeam: z.boolean().default(false),
  /** Value-added telecom providers must have approve = Y (send screens). */
  requiresApprovedProvider: z.boolean().default(false),
  /** Login requirement beyond the path rule (/console/** always needs login). */
  access: z.enum(['public', 'login', 'guest']).default('public'),
  layout: LayoutName.optional(),
  pageWidth: z.number().int().min(320).max(2560).optional(),
  hideChromeOnTablet: z.boolean().default(false),
  actionGuide: ActionGuideTab.optional(),
  /** Not yet built: the shell keeps the route, the remote shows its "준비 중" screen. */
  ready: z.boolean().default(true),
  /**
   * A page the server renders to HTML (the public brand site: prerendered, little JavaScript). The
   * shell never renders it: opening it from the console loads the server's page (a full page load).
   */
  document: z.boolean().default(false),
});
export type RouteDescriptor = z.infer<typeof RouteDescriptor>;

export const MenuGroup = z.enum([
  'home',
  'send',
  'history',
  'kakao',
  'rcs',
  'service',
  'team',
  'stats',
  'billing',
  'account',
  'brand',
]);
export type MenuGroup = z.infer<typeof MenuGroup>;

export const MenuEntry = z.object({
  id: z.string(),
  /** Labels live in the descriptor so menus are built before any remote code loads. */
  label: LocalizedText,
  /** The id of one of this remote's routes. */
  route: z.string(),
  group: MenuGroup,
  order: z.number().int().default(100),
  roles: z.array(BaseRole).optional(),
  icon: z.string().optional(),
});
export type MenuEntry = z.infer<typeof MenuEntry>;

export const RemoteName = z.string().regex(/^[a-z][a-z0-9_]*$/, 'a JavaScript-safe lower-case name');

/** remote.json. Unknown fields are dropped (zod strips them), so older shells read newer descriptors. */
export const RemoteDescriptor = z.object({
  name: RemoteName,
  version: z.string().regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, 'a semver version'),
  /** The range of PLATFORM_CONTRACT this remote needs, e.g. "^1.0.0". */
  platform: z.string().min(1),
  routes: z.array(RouteDescriptor).min(1),
  menu: z.array(MenuEntry).default([]),
});
export type RemoteDescriptor = z.infer<typeof RemoteDescriptor>;

// Types of console-route-js.cjs for the budget journey (e2e/tests/js-budget.spec.ts).
import type { Browser } from '@playwright/test';

export const ROOT: string;
export const ROUTE_BUDGET_BYTES: number;
export const DEMO_LOGIN: { id: string; password: string };
export interface ConsoleRoute {
  /** 'shell' or the remote's name. */
  owner: string;
  /** The descriptor's route id (remotes' routes). */
  id?: string;
  path: string;
}
/** A route that needs a record id: its path as the descriptor writes it ({teamSeq}, {seq}). */
export interface DetailRoute extends ConsoleRoute {
  id: string;
}
export function consoleRoutes(): { routes: ConsoleRoute[]; skipped: string[]; detail: DetailRoute[] };
export interface AnalysedScript {
  url: string;
  app: string;
  gzip: number;
  packages: Map<string, number>;
  modules: Map<string, string>;
}
export interface RouteMeasurement {
  path: string;
  finalPath: string;
  status: number;
  /** The page's heading showed within 30 s. */
  loaded: boolean;
  /** Gzipped bytes of every script downloaded, summed. */
  gzip: number;
  scripts: AnalysedScript[];
  packages: Map<string, number>;
  duplicates: { module: string; pkg: string; urls: string[] }[];
}
export function describeSource(source: string, app: string): { pkg: string; module: string | null };
export function measureRoute(browser: Browser, base: string, path: string, distDir: string): Promise<RouteMeasurement>;
export function heaviestPackages(result: RouteMeasurement, count?: number): string[];
/** The packages the browser must have once (singletons, the shell's federation runtime parts). */
export function singleCopyPackages(): Set<string>;
export function duplicatedPackages(result: RouteMeasurement, only?: ReadonlySet<string>): string[];
export function kb(bytes: number): string;

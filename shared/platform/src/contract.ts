import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { Location, Navigator } from 'react-router';
import type { StoreApi } from 'zustand';
import type { ToastSeverity } from '@console/contracts/timings';
import type { ActionGuideTab } from '@console/contracts/descriptor';
import type { AuthState } from './auth-store';
import type { ApiClient } from './api-client';
import type { PlatformEvents } from './events';
import type { CurrentTeam, TeamStore } from './team-store';

/**
 * The version of the host-remote contract below. A remote's descriptor names the range it needs
 * ("platform": "^1.0.0"); the shell refuses a remote whose range this version does not meet.
 * Bump the minor for additions, the major for anything a remote could notice as a break.
 */
export const PLATFORM_CONTRACT = '1.3.0';

export interface AlertOptions {
  title?: string;
  message: string;
  confirmText?: string;
}

export interface ConfirmOptions extends AlertOptions {
  cancelText?: string;
  /** Styles the confirm button as dangerous (delete, close, revoke). */
  destructive?: boolean;
}

/** Dialogs and overlays the shell owns (SPEC 2). */
export interface PlatformUi {
  alert(options: AlertOptions): Promise<void>;
  /** Resolves true when the user confirms. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** A full-page spinner; text defaults to "잠시만 기다려주세요". Returns a function that hides it. */
  loading(text?: string): () => void;
  /** notistack toast: 2000 ms, group "common". */
  toast(message: string, severity?: ToastSeverity): void;
}

/**
 * Action-guide tooltips (SPEC 4): only while the verification date is unset or within 3 days
 * after it; closed without acknowledging, a tooltip comes back 24 hours later.
 * 1.1.0 added hide().
 */
export interface PlatformGuides {
  shouldShow(tab: ActionGuideTab): boolean;
  /** The user confirmed the guide: it does not come back. */
  acknowledge(tab: ActionGuideTab): void;
  /** Closed for now: it comes back after 24 hours. */
  hide(tab: ActionGuideTab): void;
}

/** Paging state kept per url pattern so lists survive a trip to a detail page and back. */
export interface PagingState {
  page: number;
  size: number;
  filters: Record<string, string>;
  sort?: string;
}
export interface PlatformPaging {
  get(pattern: string): PagingState | undefined;
  set(pattern: string, state: PagingState): void;
}

/** The singletons the shell owns, handed to every remote. */
export interface Platform {
  auth: StoreApi<AuthState>;
  api: ApiClient;
  i18n: I18n;
  ui: PlatformUi;
  guides: PlatformGuides;
  paging: PlatformPaging;
  queryClient: QueryClient;
  events: PlatformEvents;
  /** The current team (1.3.0): the one source remotes and the api client read it from. */
  team: TeamStore;
  contractVersion: string;
}

/** The shell stays the single owner of the URL; remotes navigate through this. */
export interface RemoteRouting {
  basename: string;
  location: Location;
  navigator: Navigator;
}

/** The current team as the mount props carry it: platform.team's state (kept for remotes before 1.3.0). */
export type RemoteTeam = CurrentTeam;

/** Props the shell passes to a remote's parcel on mount and on every update. */
export interface RemoteMountProps {
  platform: Platform;
  routing: RemoteRouting;
  team: RemoteTeam;
}

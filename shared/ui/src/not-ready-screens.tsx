import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@console/contracts/descriptor';
import { NotReady } from './not-ready';

/**
 * The "준비 중인 화면" of one route: its descriptor title in the user's language, and the service
 * named by the remote's own `service` text (the remote's namespace is the default one).
 */
export function NotReadyRoute({ title }: { title: LocalizedText }) {
  const { t, i18n } = useTranslation();
  return <NotReady title={title[i18n.language === 'en' ? 'en' : 'ko']} service={t('service')} />;
}

/** Screens a later release builds, keyed by descriptor route id: each says which service owns it. */
export function notReadyScreens(routes: readonly { id: string; title: LocalizedText }[]): Record<string, ReactElement> {
  return Object.fromEntries(routes.map((route) => [route.id, <NotReadyRoute key={route.id} title={route.title} />]));
}

import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@console/contracts/descriptor';
import { NotReady } from '@console/ui/not-ready';

function NotReadyScreen({ title }: { title: LocalizedText }) {
  const { t, i18n } = useTranslation();
  return <NotReady title={title[i18n.language === 'en' ? 'en' : 'ko']} service={t('service')} />;
}

/** Screens a later issue builds: each route shows which service will own it. */
export function notReadyScreens(routes: { id: string; title: LocalizedText }[]) {
  return Object.fromEntries(routes.map((route) => [route.id, <NotReadyScreen key={route.id} title={route.title} />]));
}

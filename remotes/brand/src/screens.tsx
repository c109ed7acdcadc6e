import type { ReactElement } from 'react';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';

/** Built screens by descriptor route id; server-rendered pages (document) have none. */
const built: Record<string, ReactElement> = {};

export const screens: Record<string, ReactElement> = {
  ...notReadyScreens(descriptor.routes.filter((route) => !('document' in route) && !(route.id in built))),
  ...built,
};

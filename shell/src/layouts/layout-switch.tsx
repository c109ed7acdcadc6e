import { Outlet } from 'react-router';
import type { LayoutName } from '@console/contracts/descriptor';
import { ConsoleLayout } from './console-layout';
import { DefaultLayout } from './default-layout';
import { PocLayout } from './poc-layout';

/** The layouts of SPEC 2; "none" renders the page alone (popups, sign-up, identity return). */
export function LayoutSwitch({ layout }: { layout: LayoutName }) {
  switch (layout) {
    case 'console':
      return <ConsoleLayout />;
    case 'poc':
      return <PocLayout />;
    case 'default':
      return <DefaultLayout />;
    default:
      return <Outlet />;
  }
}

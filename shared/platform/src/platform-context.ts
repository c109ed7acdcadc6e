import { createContext } from 'react';
import type { RemoteMountProps } from './contract';

/** Filled by defineRemote inside a remote's parcel, and by the shell for its own pages. */
export const PlatformContext = createContext<RemoteMountProps | null>(null);

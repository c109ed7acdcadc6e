import { createContext, useContext } from 'react';
import type { ValidatedRegistry } from '@console/contracts/registry-validation';

/** The registry as validated at boot; layouts build menus from it. */
export const RegistryContext = createContext<ValidatedRegistry>({ environment: 'unknown', remotes: [], problems: [] });
export const useRegistry = () => useContext(RegistryContext);

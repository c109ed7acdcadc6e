import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The tests share two cores with the server tests and the build: findBy*/waitFor get 5 s instead of
// 1 s, so a slow tick on a busy machine is not read as a missing element (a missing one still fails).
configure({ asyncUtilTimeout: 5000 });

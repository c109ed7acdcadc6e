/**
 * @jest-environment node
 */
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

async function restrictedImports(file: string, source: string): Promise<string[]> {
  // The config is handed in directly: ESLint's own loader needs dynamic import, which Jest lacks.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require('../../eslint.config.js') as ESLint.Options['overrideConfig'];
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint boundaries', () => {
  it('fails a remote importing another remote', async () => {
    const messages = await restrictedImports(
      'remotes/kakao/src/features/x.ts',
      "import { a } from '../../../messaging/src/app';\nexport const b = a;\n",
    );
    expect(messages.join()).toMatch(/never imports another remote \(messaging\)/);
  });

  it('fails a remote importing the shell', async () => {
    const messages = await restrictedImports(
      'remotes/billing/src/x.ts',
      "import { x } from '../../../shell/src/bootstrap';\nexport const y = x;\n",
    );
    expect(messages.join()).toMatch(/never imports the shell/);
  });

  it('fails a shared package importing an app', async () => {
    const messages = await restrictedImports(
      'shared/ui/src/x.ts',
      "import { x } from '@console/kakao';\nexport const y = x;\n",
    );
    expect(messages.join()).toMatch(/Shared packages never import apps/);
  });

  it('fails a MUI subpath import, passes the shared root entry', async () => {
    expect(
      await restrictedImports(
        'remotes/stats/src/x.ts',
        "import Button from '@mui/material/Button';\nexport const y = Button;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'remotes/stats/src/x.ts',
        "import { Button } from '@mui/material';\nexport const y = Button;\n",
      ),
    ).toHaveLength(0);
  });

  it('lets a remote import shared packages', async () => {
    expect(
      await restrictedImports(
        'remotes/team/src/x.ts',
        "import { useApi } from '@console/platform/hooks';\nexport const y = useApi;\n",
      ),
    ).toHaveLength(0);
  });
});

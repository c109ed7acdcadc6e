import { render, screen } from '@testing-library/react';
import { createTestPlatform, TestProviders } from '../test-support/test-providers';
import { uiResourcesKo } from '../ui-resources';
import { StatsFailureTable } from './failure-table';
import { statsTextsKo } from './stats-resources';

const report = {
  topFailures: [{ code: '3018', reason: '', failed: 2 }],
  totals: { requested: 10, delivered: 8, failed: 2, fallback: 0, costKrw: 0 },
} as unknown as Parameters<typeof StatsFailureTable>[0]['report'];

describe('the statistics parts bring their own Korean texts', () => {
  it('are not in the texts every page loads', () => {
    expect(uiResourcesKo).not.toHaveProperty('stats');
  });

  it('join the "ui" namespace when a part first renders, beside the texts already there', () => {
    const { platform } = createTestPlatform();
    expect(platform.i18n.getResource('ko', 'ui', 'stats')).toBeUndefined();
    render(
      <TestProviders platform={platform} path="/list">
        <StatsFailureTable report={report} />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { name: statsTextsKo.failures.title })).toBeInTheDocument();
    expect(screen.getByText(statsTextsKo.failures.unknownReason)).toBeInTheDocument();
    expect(platform.i18n.getResource('ko', 'ui', 'stats')).toEqual(statsTextsKo);
    expect(platform.i18n.t('ui:copy.done')).toBe(uiResourcesKo.copy.done);
  });
});

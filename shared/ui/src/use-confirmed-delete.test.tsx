import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@console/platform/api-error';
import { FailureAlert } from './failure-alert';
import { createTestPlatform, TestProviders } from './test-support/test-providers';
import { useConfirmedDelete } from './use-confirmed-delete';

function Deleter({ remove, onDeleted }: { remove(name: string): Promise<unknown>; onDeleted(name: string): void }) {
  const deletion = useConfirmedDelete({
    texts: (name: string) => ({
      title: '삭제',
      message: `${name}을 삭제할까요?`,
      confirmText: '삭제',
      deleted: '삭제했어요.',
      failed: '처리하지 못했어요.',
    }),
    remove,
    onDeleted,
  });
  return (
    <>
      <FailureAlert message={deletion.failure} onClose={deletion.dismissFailure} />
      <button onClick={() => void deletion.confirmDelete('겨울 쿠폰')}>지우기</button>
    </>
  );
}

function renderDeleter(answer: boolean, remove: (name: string) => Promise<unknown>) {
  const { platform, toasts } = createTestPlatform();
  const confirm = jest.fn(async () => answer);
  Object.assign(platform.ui, { confirm });
  const onDeleted = jest.fn();
  render(
    <TestProviders platform={platform} path="/list">
      <Deleter remove={remove} onDeleted={onDeleted} />
    </TestProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: '지우기' }));
  return { confirm, toasts, onDeleted };
}

describe('useConfirmedDelete', () => {
  it('deletes only after the destructive confirmation, then toasts and moves on', async () => {
    const remove = jest.fn(async () => undefined);
    const { confirm, toasts, onDeleted } = renderDeleter(true, remove);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith('겨울 쿠폰'));
    expect(confirm).toHaveBeenCalledWith({
      title: '삭제',
      message: '겨울 쿠폰을 삭제할까요?',
      confirmText: '삭제',
      destructive: true,
    });
    expect(remove).toHaveBeenCalledWith('겨울 쿠폰');
    expect(toasts).toEqual([{ message: '삭제했어요.', severity: 'success' }]);
  });

  it('does nothing when the user cancels', async () => {
    const remove = jest.fn(async () => undefined);
    const { confirm } = renderDeleter(false, remove);
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(remove).not.toHaveBeenCalled();
  });

  it("keeps the server's message (or the fallback) beside the action until dismissed", async () => {
    renderDeleter(true, async () => {
      throw new ApiError(409, 'Conflict', '발송에 쓴 템플릿은 삭제할 수 없어요.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('발송에 쓴 템플릿은 삭제할 수 없어요.');
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { FEEDBACK_REPLY_MAX } from '@portal/shared/domain';
import { ACTION_TARGET, isPreviewableImage, replyProblem, stateActions } from './feedback-actions';

test('each state offers the changes that lead elsewhere: take up, close, reopen to pending', () => {
  expect(stateActions('pending')).toEqual(['process', 'close']);
  expect(stateActions('processing')).toEqual(['close', 'reopen']);
  expect(stateActions('replied')).toEqual(['process', 'close', 'reopen']);
  expect(stateActions('closed')).toEqual(['reopen']);
  for (const s of ['pending', 'processing', 'replied', 'closed'] as const)
    expect(stateActions(s).map((a) => ACTION_TARGET[a])).not.toContain(s);
});

test('a reply is required and holds at most the contract length', () => {
  expect(replyProblem('')).toBe('replyRequired');
  expect(replyProblem(' \n ')).toBe('replyRequired');
  expect(replyProblem('x'.repeat(FEEDBACK_REPLY_MAX))).toBeNull();
  expect(replyProblem('x'.repeat(FEEDBACK_REPLY_MAX + 1))).toBe('replyTooLong');
});

test('PNG and JPEG attachments are shown in the page; documents are downloaded', () => {
  expect(isPreviewableImage('image/png')).toBe(true);
  expect(isPreviewableImage('image/jpeg')).toBe(true);
  expect(isPreviewableImage('application/pdf')).toBe(false);
  expect(isPreviewableImage(undefined)).toBe(false);
});

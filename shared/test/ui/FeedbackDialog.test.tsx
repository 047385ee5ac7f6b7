import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FEEDBACK_ATTACHMENT_MAX_BYTES } from '../../src/domain';
import { ApiError } from '../../src/http/client';
import { sendFeedback } from '../../src/http/feedback';
import { i18n } from '../../src/i18n';
import { onNotice, type Notice } from '../../src/notices';
import { FeedbackDialog } from '../../src/ui/FeedbackDialog';
import { inPortal } from '../fixtures/render';

jest.mock('../../src/http/feedback', () => ({ sendFeedback: jest.fn() }));
const send = sendFeedback as jest.MockedFunction<typeof sendFeedback>;

function open(onClose = jest.fn()) {
  render(inPortal(<FeedbackDialog open onClose={onClose} />, { store: false }));
  return onClose;
}
const field = (testId: string) => screen.getByTestId(testId);
const choose = (testId: string, option: string) => {
  fireEvent.mouseDown(within(field(testId)).getByRole('combobox'));
  fireEvent.click(screen.getByRole('option', { name: option }));
};
const type = (testId: string, value: string) =>
  fireEvent.change(field(testId).querySelector('input, textarea')!, { target: { value } });
const pick = (name: string, size: number) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(field('feedback-attachment-input'), { target: { files: [file] } });
};
const sendNow = () => act(async () => void fireEvent.click(field('feedback-send')));
const fillIn = () => {
  choose('feedback-module', 'Tasking orders');
  choose('feedback-type', 'Suggestion');
  type('feedback-contact', 'someone@example.com');
  type('feedback-description', 'More look angles, please');
};

beforeAll(() => act(() => void i18n.changeLanguage('en')));
afterAll(() => act(() => void i18n.changeLanguage('zh')));
beforeEach(() => send.mockReset());

describe('the feedback dialog', () => {
  test('an empty form shows the spec messages on its fields and sends nothing', async () => {
    open();
    await sendNow();
    expect(field('feedback-module').textContent).toContain('Please choose module');
    expect(field('feedback-type').textContent).toContain('Please choose feedback type');
    expect(field('feedback-contact').textContent).toContain('Please enter number or email as contact');
    expect(field('feedback-description').textContent).toContain('Please enter description');
    expect(send).not.toHaveBeenCalled();
  });

  test('a file over 30 MB is refused as soon as it is picked and never uploaded', async () => {
    open();
    fillIn();
    pick('big.png', FEEDBACK_ATTACHMENT_MAX_BYTES + 1);
    expect(field('feedback-attachment-help').textContent).toContain(
      'The file is larger than 30MB and was refused',
    );
    expect(field('feedback-attachment-file').textContent).toContain('big.png (30.0 MB)');
    await sendNow();
    expect(send).not.toHaveBeenCalled();
  });

  test("the server's field errors show on their fields and what was typed stays", async () => {
    send.mockRejectedValue(
      new ApiError('Bad request', 400, 400, [
        { field: 'attachment', message: 'The attachment must be a pdf' },
      ]),
    );
    const onClose = open();
    fillIn();
    pick('scan.png', 2048);
    await sendNow();
    expect(send).toHaveBeenCalledTimes(1);
    expect(field('feedback-attachment-help').textContent).toContain('The attachment must be a pdf');
    expect(field('feedback-description').querySelector('textarea')!.value).toBe('More look angles, please');
    expect(field('feedback-attachment-file').textContent).toContain('scan.png');
    expect(onClose).not.toHaveBeenCalled();
  });

  test("an accepted feedback shows the server's message and closes the dialog", async () => {
    send.mockResolvedValue({ code: 0, msg: 'Feedback successful', data: [] });
    const notices: Notice[] = [];
    const stop = onNotice((n) => notices.push(n));
    const onClose = open();
    fillIn();
    await sendNow();
    stop();
    expect(send.mock.calls[0][0]).toMatchObject({
      module: 'tasking',
      type: 'suggestion',
      contact: 'someone@example.com',
      description: 'More look angles, please',
      attachment: null,
    });
    expect(notices).toMatchObject([{ severity: 'success', message: 'Feedback successful' }]);
    expect(onClose).toHaveBeenCalled();
  });
});

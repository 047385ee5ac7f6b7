import {
  FEEDBACK_ATTACHMENT_MAX_BYTES,
  VALIDATION_MESSAGES,
  validationMessage,
  type FieldProblem,
} from '../../src/domain';
import { feedbackProblems, formatFileSize, initialFeedbackValues } from '../../src/ui/feedback-form';
import { problemMessages } from '../../src/ui/forms';

const file = (name: string, size: number) => ({ name, size }) as File;
const filled = {
  module: 'tasking' as const,
  type: 'bug' as const,
  contact: '13800138000',
  description: 'The prediction shows nothing',
  attachment: null,
};
const fieldsOf = (problems: FieldProblem[]) => problems.map((p) => p.field);

describe('the feedback form', () => {
  test("the contact starts as the user's mobile number, else their e-mail, else empty", () => {
    expect(initialFeedbackValues({ mobile: '13800138000', email: 'a@b.cn' }).contact).toBe('13800138000');
    expect(initialFeedbackValues({ mobile: '', email: 'a@b.cn' }).contact).toBe('a@b.cn');
    expect(initialFeedbackValues(null)).toEqual({
      module: '',
      type: '',
      contact: '',
      description: '',
      attachment: null,
    });
  });

  test('an empty form shows the four messages of docs/requirements.md §5, in both languages', () => {
    const problems = feedbackProblems(initialFeedbackValues(null));
    expect(fieldsOf(problems)).toEqual(['module', 'type', 'contact', 'description']);
    expect(Object.values(problemMessages(problems, 'en'))).toEqual([
      'Please choose module',
      'Please choose feedback type',
      'Please enter number or email as contact',
      'Please enter description',
    ]);
    expect(problemMessages(problems, 'zh').module).toBe('请选择模块');
  });

  test('a filled form has no problem; a contact is a mobile number or an e-mail address', () => {
    expect(feedbackProblems(filled)).toEqual([]);
    expect(feedbackProblems({ ...filled, contact: 'someone@example.com' })).toEqual([]);
    expect(feedbackProblems({ ...filled, contact: '12345' })).toEqual([
      { field: 'contact', key: 'enterContact' },
    ]);
    expect(feedbackProblems({ ...filled, description: '   ' })).toEqual([
      { field: 'description', key: 'enterDescription' },
    ]);
  });

  test('an attachment over 30 MB is refused with the spec message; 30 MB exactly is accepted', () => {
    const over = feedbackProblems({
      ...filled,
      attachment: file('scan.png', FEEDBACK_ATTACHMENT_MAX_BYTES + 1),
    });
    expect(over).toEqual([{ field: 'attachment', key: 'tooLarge' }]);
    expect(validationMessage(over[0].key, 'en')).toBe(VALIDATION_MESSAGES.tooLarge.en);
    expect(
      feedbackProblems({ ...filled, attachment: file('scan.PDF', FEEDBACK_ATTACHMENT_MAX_BYTES) }),
    ).toEqual([]);
  });

  test('an attachment of another type is refused', () => {
    expect(feedbackProblems({ ...filled, attachment: file('notes.txt', 10) })).toEqual([
      { field: 'attachment', key: 'attachmentType' },
    ]);
  });

  test('file sizes read in binary units', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(31 * 1024 * 1024, 'zh')).toBe('31.0 MB');
  });
});

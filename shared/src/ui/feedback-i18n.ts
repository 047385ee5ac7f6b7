import { addTranslations } from '../i18n';

/** Texts of the feedback dialog and of the header's entry to it (the modules and types come from shared/domain). */
addTranslations('feedback', {
  zh: {
    open: '意见反馈',
    title: '意见反馈',
    intro: '告诉我们您遇到的问题或建议，我们会尽快处理并回复。',
    module: '模块',
    type: '反馈类型',
    contact: '联系方式（手机号或邮箱）',
    description: '问题描述',
    attachment: '附件',
    chooseFile: '选择附件',
    removeFile: '移除附件',
    attachmentHint: '可选：doc、docx、pdf、png 或 jpg，不超过 30MB',
    uploading: '正在上传：{{percent}}%',
    cancel: '取消',
    send: '提交反馈',
    failed: '提交失败，请稍后重试。您填写的内容已保留。',
  },
  en: {
    open: 'Feedback',
    title: 'Feedback',
    intro: 'Tell us about a problem or a suggestion; we will look into it and reply.',
    module: 'Module',
    type: 'Feedback type',
    contact: 'Contact (mobile number or e-mail)',
    description: 'Description',
    attachment: 'Attachment',
    chooseFile: 'Choose a file',
    removeFile: 'Remove the attachment',
    attachmentHint: 'Optional: doc, docx, pdf, png or jpg, at most 30MB',
    uploading: 'Uploading: {{percent}}%',
    cancel: 'Cancel',
    send: 'Send feedback',
    failed: 'Sending failed, please try again later. What you entered is kept.',
  },
});

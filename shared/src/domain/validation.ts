/**
 * Validation rules and messages of docs/requirements.md §5 (account forms), shared by the forms and the API.
 * The English texts are the spec's word for word; Chinese is the default language (docs/requirements.md §9).
 * Pure data and functions: no DOM, no framework.
 */
type Lang = 'zh' | 'en';
export type LocalizedText = { readonly zh: string; readonly en: string };

/** Limits of docs/requirements.md §9. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 15;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 30;
export const MOBILE_LENGTH = 11;
export const NAME_MAX = 50;
export const ORGANIZATION_MAX = 100;
export const RECOMMENDER_MAX = 50;
export const EMAIL_MAX = 254;

/** Starts with a letter, then letters or digits, 3 to 15 characters in all. */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{2,14}$/;
/** 8 to 30 printable ASCII characters (no spaces) with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,30}$/;
/** 11 digits starting with 1 (mainland China mobile numbers). */
export const MOBILE_PATTERN = /^1\d{10}$/;
/** A well-formed address: local part, @, a domain with at least one dot; no spaces. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Message keys used by forms and returned by the API in `errors[].message` (localized). */
export const VALIDATION_MESSAGES = {
  usernameInvalid: {
    zh: '用户名必须以字母开头，长度为3~15个字符',
    en: 'Username must start with a letter and be 3~15 characters long',
  },
  userExists: { zh: '用户已存在', en: 'User already exists' },
  passwordInvalid: {
    zh: '密码需同时包含数字和字母，至少8个字符',
    en: 'needs both number and characters, at least 8 characters',
  },
  passwordMismatch: { zh: '两次输入的密码不一致', en: "The passwords you entered don't match" },
  mobileInvalid: { zh: '手机号码无效', en: 'This mobile number is invalid' },
  emailInvalid: { zh: '邮箱地址无效', en: 'This email address is invalid' },
  alreadyAssociated: { zh: '已关联到一个账号', en: 'already associated with an account' },
  agreementRequired: {
    zh: '请阅读并勾选同意《条款与条件》和《隐私政策》',
    en: 'Please read and agree to Terms and Conditions and Privacy Policy by checking the box',
  },
  // Not worded by the spec (our own texts):
  required: { zh: '此项为必填项', en: 'This field is required' },
  tooLong: { zh: '内容过长', en: 'This value is too long' },
  invalidValue: { zh: '取值无效', en: 'This value is invalid' },
  oldPasswordWrong: { zh: '当前密码不正确', en: 'The current password is incorrect' },
  passwordUnchanged: {
    zh: '新密码不能与当前密码相同',
    en: 'The new password must differ from the current one',
  },
  idNumberInvalid: { zh: '证件号码无效', en: 'This ID number is invalid' },
  // Tasking order (docs/requirements.md §5): the messages the spec lists, then ours.
  selectAnchorSatellite: { zh: '请选择锚定卫星', en: 'Please select anchor satellite' },
  selectShootingMode: { zh: '请选择拍摄模式', en: 'Please select shooting mode' },
  enterTargetName: { zh: '请输入目标名称', en: 'Please enter target name' },
  enterShootingDuration: { zh: '请输入拍摄时长', en: 'Please enter shooting duration' },
  enterShootingPeriod: {
    zh: '请输入期望拍摄开始和结束时间',
    en: 'Please enter expected shooting start and end',
  },
  chooseEndDate: { zh: '请选择结束日期', en: 'Please choose an end date' },
  chooseImagePurpose: { zh: '请选择影像用途', en: 'Please choose an image purpose' },
  enterEndUser: { zh: '请输入最终用户', en: 'Please enter an end user' },
  enterOrganizationName: { zh: '请输入单位名称', en: 'Please enter an organization name' },
  enterContactName: { zh: '请输入联系人姓名', en: 'Please enter a contact name' },
  latLonInvalid: {
    zh: '经纬度为小数（北纬、东经为正，如 25.08、-31.34）',
    en: 'Latitude and longitude are decimals (north and east positive, e.g. 25.08, -31.34)',
  },
  lookAngleMax: { zh: '最大侧视角为40度', en: 'Max look angle 40 degrees' },
  lookAngleMin: { zh: '最小侧视角为13度', en: 'Min look angle 13 degrees' },
  lookAngleOrder: {
    zh: '最小侧视角必须小于最大侧视角',
    en: 'The min look angle must be less than the max look angle',
  },
  endBeforeStart: { zh: '结束时间必须晚于开始时间', en: 'The end time must be after the start time' },
  targetRequired: {
    zh: '请输入经纬度，或在地图上绘制或导入目标区域',
    en: 'Enter a latitude and longitude, or draw or import a target area',
  },
  applicationFormRequired: {
    zh: '请上传申请表（doc、docx 或 pdf，不超过30MB）',
    en: 'Upload the application form (doc, docx or pdf, at most 30MB)',
  },
  tooLarge: { zh: '文件大于30MB，无法上传', en: 'The file is larger than 30MB and was refused' },
  rejectReasonRequired: { zh: '驳回时请填写原因', en: 'Give the reason for the rejection' },
  // Feedback (docs/requirements.md §5): the four messages the spec lists, then ours.
  chooseModule: { zh: '请选择模块', en: 'Please choose module' },
  chooseFeedbackType: { zh: '请选择反馈类型', en: 'Please choose feedback type' },
  enterContact: { zh: '请输入手机号或邮箱作为联系方式', en: 'Please enter number or email as contact' },
  enterDescription: { zh: '请输入问题描述', en: 'Please enter description' },
  attachmentType: {
    zh: '附件须为 doc、docx、pdf、png 或 jpg 文件',
    en: 'The attachment must be a doc, docx, pdf, png or jpg file',
  },
  applicationFormType: {
    zh: '申请表须为 doc、docx 或 pdf 文件',
    en: 'The application form must be a doc, docx or pdf file',
  },
} as const satisfies Record<string, LocalizedText>;

/**
 * What the username and password fields accept, shown under them from the start (our wording: the spec's messages
 * above stay word for word, and this names the allowed characters they leave out).
 */
export const FIELD_RULES = {
  username: {
    zh: `${USERNAME_MIN}~${USERNAME_MAX} 个字符，只能使用英文字母（A–Z、a–z）和数字（0–9），以字母开头`,
    en: `${USERNAME_MIN} to ${USERNAME_MAX} characters: only letters (A–Z, a–z) and digits (0–9), starting with a letter`,
  },
  password: {
    zh: `${PASSWORD_MIN}~${PASSWORD_MAX} 个字符，须同时包含字母和数字；可使用英文标点符号，不能有空格`,
    en: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters with both letters and digits; ASCII punctuation allowed, no spaces`,
  },
} as const satisfies Record<string, LocalizedText>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.prototype.hasOwnProperty.call(VALIDATION_MESSAGES, key);
}

export function validationMessage(key: ValidationMessageKey, lang: Lang): string {
  return VALIDATION_MESSAGES[key][lang];
}

export const isValidUsername = (v: string): boolean => USERNAME_PATTERN.test(v);
export const isValidPassword = (v: string): boolean => PASSWORD_PATTERN.test(v);
export const isValidMobile = (v: string): boolean => MOBILE_PATTERN.test(v);
export const isValidEmail = (v: string): boolean => v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v);
/** Mainland resident ID (18 characters, last may be X) or any passport-like 6-20 letters/digits. */
export const ID_NUMBER_PATTERN = /^(?:\d{17}[\dXx]|[A-Za-z0-9]{6,20})$/;

/** Fields of the registration form (docs/requirements.md §5) as the API receives them. */
export interface RegistrationInput {
  username: string;
  password: string;
  confirm_password: string;
  name?: string;
  recommender?: string;
  mobile: string;
  email: string;
  organization?: string;
  agreement: boolean;
}

export interface FieldProblem {
  field: string;
  key: ValidationMessageKey;
}

/**
 * Every §5 rule of the registration form, in field order. Duplicates (User already exists,
 * already associated with an account) need the server and are not checked here.
 */
export function checkRegistration(input: Partial<RegistrationInput>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  if (!isValidUsername(s(input.username))) problems.push({ field: 'username', key: 'usernameInvalid' });
  if (!isValidPassword(s(input.password))) problems.push({ field: 'password', key: 'passwordInvalid' });
  if (s(input.confirm_password) !== s(input.password))
    problems.push({ field: 'confirm_password', key: 'passwordMismatch' });
  if (s(input.name).length > NAME_MAX) problems.push({ field: 'name', key: 'tooLong' });
  if (s(input.recommender).length > RECOMMENDER_MAX) problems.push({ field: 'recommender', key: 'tooLong' });
  if (!isValidMobile(s(input.mobile))) problems.push({ field: 'mobile', key: 'mobileInvalid' });
  if (!isValidEmail(s(input.email))) problems.push({ field: 'email', key: 'emailInvalid' });
  if (s(input.organization).length > ORGANIZATION_MAX)
    problems.push({ field: 'organization', key: 'tooLong' });
  if (input.agreement !== true) problems.push({ field: 'agreement', key: 'agreementRequired' });
  return problems;
}

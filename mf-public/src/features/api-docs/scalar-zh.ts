/**
 * Scalar's own labels in Chinese. Scalar (the API reference's renderer) has no translations, so on a Chinese page
 * its labels are replaced in its DOM as it renders them: a text node or a label attribute whose whole text is one of
 * the labels below takes its Chinese. Code (examples, paths with their parameters) is marked `translate="no"`: it is
 * the same in every language.
 */

/** Scalar's labels (as Scalar 1.46 writes them) and their Chinese. */
export const SCALAR_ZH: Readonly<Record<string, string>> = {
  Search: '搜索',
  'Search...': '搜索…',
  'Open Search': '打开搜索',
  'Open Group': '展开分组',
  'Close Group': '收起分组',
  'Show More': '显示更多',
  'Show Less': '收起',
  'Copy link': '复制链接',
  'Copy link to clipboard': '复制链接',
  'Copy URL': '复制地址',
  'Copy endpoint URL': '复制接口地址',
  Copied: '已复制',
  'Copied to the clipboard': '已复制到剪贴板',
  'Test Request': '发送测试请求',
  'Request Example for': '请求示例：',
  'Request Body': '请求体',
  'No Body': '无请求体',
  'Query Parameters': '查询参数',
  'Path Parameters': '路径参数',
  Headers: '请求头',
  Cookies: 'Cookie',
  Responses: '响应',
  Response: '响应',
  Body: '正文',
  Models: '数据模型',
  Operations: '接口',
  Authentication: '认证',
  'Authentication provided.': '已提供认证信息。',
  'Selected Auth Type:': '已选认证方式：',
  'Bearer Token': 'Bearer 令牌',
  bearer: 'Bearer',
  Token: '令牌',
  'Show Password': '显示密码',
  'Hide Password': '隐藏密码',
  Server: '服务器',
  Variables: '变量',
  'Client Libraries': '客户端库',
  'Select from all clients': '从全部客户端中选择',
  'Shell Curl': 'Shell（curl）',
  Examples: '示例',
  Example: '示例',
  required: '必填',
  optional: '选填',
  nullable: '可为空',
  deprecated: '已弃用',
  'Show Child Attributes': '显示子属性',
  'Hide Child Attributes': '隐藏子属性',
  'Show Schema': '显示结构',
  'Hide Schema': '隐藏结构',
  // Scalar's own descriptions of types and formats (shown under a field that has none of its own).
  'Integer numbers.': '整数。',
  'Signed 32-bit integers (commonly used integer type).': '32 位有符号整数（常用的整数类型）。',
  'Signed 64-bit integers (long type).': '64 位有符号整数（长整型）。',
  'full-date notation as defined by RFC 3339, section 5.6, for example, 2017-07-21':
    'RFC 3339 第 5.6 节定义的完整日期，例如 2017-07-21',
  'the date-time notation as defined by RFC 3339, section 5.6, for example, 2017-07-21T17:32:28Z':
    'RFC 3339 第 5.6 节定义的日期时间，例如 2017-07-21T17:32:28Z',
  'a hint to UIs to mask the input': '提示界面隐藏输入内容',
  'base64-encoded characters, for example, U3dhZ2dlciByb2Nrcw==':
    'base64 编码的字符，例如 U3dhZ2dlciByb2Nrcw==',
  'binary data, used to describe files': '二进制数据，用于描述文件',
};

/** "Copy link to 200": Scalar's labels with something after them. */
const PREFIXED: readonly [string, string][] = [
  ['Copy link to ', '复制链接：'],
  ['Request Example for ', '请求示例：'],
];

const LABEL_ATTRIBUTES = ['aria-label', 'title', 'placeholder'] as const;
/** Where text is code or a path template ("/catalog/quicklook/{file}"): the same in every language. */
const CODE = 'pre, code';
const PATH_TEMPLATE = /^\/[\w./{}-]*\{[\w]+\}/;

function chineseOf(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const whole = SCALAR_ZH[trimmed];
  if (whole) return text.replace(trimmed, whole);
  for (const [en, zh] of PREFIXED) {
    if (trimmed.startsWith(en)) return text.replace(en, zh);
    // The label may be a text node of its own, what it names coming after a <wbr> ("Copy link to <wbr>200").
    if (trimmed === en.trimEnd()) return zh;
  }
  return undefined;
}

function translateTree(node: Node): void {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.nodeValue ?? '';
    const zh = chineseOf(text);
    if (zh !== undefined && zh !== text) node.nodeValue = zh;
    else if (PATH_TEMPLATE.test(text.trim())) node.parentElement?.setAttribute('translate', 'no');
    return;
  }
  if (!(node instanceof Element)) return;
  if (node.matches(CODE)) {
    node.setAttribute('translate', 'no');
    return;
  }
  for (const name of LABEL_ATTRIBUTES) {
    const value = node.getAttribute(name);
    const zh = value === null ? undefined : chineseOf(value);
    if (zh !== undefined && zh !== value) node.setAttribute(name, zh);
  }
  node.childNodes.forEach(translateTree);
}

/** Puts Scalar's labels under `root` into Chinese now and as Scalar renders more; returns the function that stops. */
export function translateScalarLabels(root: HTMLElement): () => void {
  translateTree(root);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') translateTree(r.target);
      else if (r.type === 'attributes') translateTree(r.target);
      else r.addedNodes.forEach(translateTree);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: [...LABEL_ATTRIBUTES],
  });
  return () => observer.disconnect();
}

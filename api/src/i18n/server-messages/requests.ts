/**
 * Answers any call may get: success, sign-in needed, refusals, malformed or oversized requests, server
 * faults; and the plain saved, deleted and uploaded.
 * Merged with the other areas into SERVER_MESSAGES (../messages.ts); a key is unique across them.
 */
export const REQUEST_MESSAGES = {
  ok: { zh: '成功', en: 'Success' },
  loginRequired: { zh: '请先登录', en: 'Please log in first' },
  sessionExpired: { zh: '登录已过期，请重新登录', en: 'Your session has expired, please log in again' },
  forbidden: { zh: '没有权限执行此操作', en: 'You do not have permission to do this' },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource was not found' },
  invalidRequest: { zh: '请求参数有误', en: 'The request is invalid' },
  bodyNotObject: { zh: '请求体必须是 JSON 对象', en: 'The request body must be a JSON object' },
  invalidJson: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  invalidCharacters: { zh: '包含不允许的字符', en: 'Contains a character that is not allowed' },
  tooDeep: { zh: '请求嵌套层级过深', en: 'The request is nested too deeply' },
  coordinateOutOfRange: {
    zh: '坐标超出范围（经度 -180~180，跨越180°经线时至多±540；纬度 -90~90）',
    en: 'A coordinate is out of range (longitude -180 to 180, up to ±540 across the 180° meridian; latitude -90 to 90)',
  },
  invalidCursor: {
    zh: '分页游标无效，请从第一页重新开始',
    en: 'The page cursor is invalid; start again from the first page',
  },
  requestTooLarge: {
    zh: '请求内容过大（最多 1 MB）',
    en: 'The request is too large (at most 1 MB)',
  },
  unsupportedMedia: { zh: '不支持的内容类型', en: 'Unsupported content type' },
  tooManyAttempts: { zh: '尝试次数过多，请稍后再试', en: 'Too many attempts, please try again later' },
  internal: { zh: '服务器内部错误', en: 'Internal server error' },
  unavailable: { zh: '服务暂不可用', en: 'Service unavailable' },
  saved: { zh: '保存成功', en: 'Saved' },
  deleted: { zh: '删除成功', en: 'Delete successfully' },
  uploaded: { zh: '上传成功', en: 'Upload successful' },
} as const;

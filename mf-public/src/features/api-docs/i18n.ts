import { addTranslations } from '@portal/shared/i18n';

export const NS = 'apiDocs';

/** Statuses of a failed call, in the order the page lists them (api/README.md, "Contract"). */
export const ERROR_STATUSES = ['400', '403', '404', '409', '413', '422', '429', '500', '503'] as const;

/** Request headers of every call, in the order the page lists them. */
export const REQUEST_HEADERS = ['authorization', 'userId', 'satellite', 'acceptLanguage'] as const;

addTranslations(NS, {
  zh: {
    intro:
      '本平台的全部功能都可以通过 HTTP 接口调用：检索存档影像、下单、查询任务与订单。存档影像同时以 STAC API 1.0 提供，可直接用于 GIS 工具和脚本。',
    contents: '本页内容',
    auth: {
      heading: '认证',
      login:
        '先用 POST /api/user/login/ 登录，请求体为 {"username", "password"}（用户名、手机号或邮箱均可）。成功时 data[0] 中包含会话令牌 token 和用户 ID user_id，此后每次调用都带上下列请求头：',
      header: '请求头',
      value: '取值',
      headers: {
        authorization: 'Bearer 加上登录返回的 token',
        userId: '登录返回的 user_id；与会话的用户不一致时视为会话无效',
        satellite: '坐标系：GCJ02（默认）或 WGS84；请求和响应中的坐标都使用该坐标系',
        acceptLanguage: 'zh-CN（默认）或 en-US：msg 和字段错误信息的语言',
      },
      session: '会话默认空闲 2 小时或登录 7 天后失效，失效后重新登录即可。',
      throttle:
        '登录失败有频率限制：同一账号在同一地址连续失败 5 次后，每次再尝试需等待 30 秒并逐次加倍（最长 15 分钟），期间返回 429 和 Retry-After 头。',
      example: '示例：登录后查询账户信息',
    },
    envelope: {
      heading: '响应格式与错误',
      body: '所有响应都是 JSON 信封 {"code", "msg", "data"}：成功时 HTTP 200、code 为 0，data 总是数组；列表另有 total、total_exact（总数是否精确）和 next（下一页游标，以 ?cursor= 传回）。',
      session:
        'code 201 表示会话缺失、无效或已过期（HTTP 状态仍为 200）：显示 msg，清除保存的令牌并重新登录。',
      errors: '其他失败使用 HTTP 状态码，响应体同为信封，code 与状态码相同：',
      status: '状态码',
      meaning: '含义',
      status400: '请求无效：errors 数组逐项给出 {field, message}；请求体必须是 JSON 对象',
      status403: '当前角色无权执行该操作',
      status404: '资源不存在，或不属于当前用户',
      status409: '冲突：例如用户名已存在，或记录已被他人修改',
      status413: '内容过大：JSON 请求体超过 1 MB，或上传文件超过 30 MB',
      status422: '违反业务规则，例如不允许的状态变更',
      status429: '尝试过于频繁：等待 Retry-After 头给出的秒数后再试',
      status500: '服务器内部错误：响应带有 request_id（每个响应的 X-Request-Id 头也有），联系我们时请提供',
      status503: '数据库暂时不可用：按 Retry-After 头等待后重试',
      timeout: '本平台网页的请求超时为 60 秒，建议脚本使用相同的超时。',
    },
    stac: {
      heading: 'STAC API',
      body: '存档影像目录以 STAC API 1.0 发布在 /api/stac：首页（landing）、conformance、collections、queryables，以及 GET 和 POST /api/stac/search，支持 bbox、intersects、datetime、ids、filter（CQL2 JSON）、sortby（按时间）和 fields。坐标始终为 WGS-84（GeoJSON），不受 Satellite 头影响；每页最多 1000 条（默认 10 条）。',
      auth: '首页、conformance、queryables 和 collections 无需登录；检索影像需要令牌，未携带或令牌失效时返回 HTTP 401 和 WWW-Authenticate: Bearer 头。',
      assets:
        '每个影像条目带有 SAR、sat、view 扩展字段，以及 data（GeoTIFF）、package（产品包）和 thumbnail（快视图）资源，资源链接有时效。',
      examples: '示例：登录并检索影像',
      browser: '在 STAC Browser 中浏览影像目录',
    },
    examples: {
      label: '示例语言',
      curl: 'curl',
      python: 'Python（pystac-client）',
      javascript: 'JavaScript（fetch）',
      copy: '复制代码',
      copied: '已复制',
      copyFailed: '无法复制，请手动选择代码',
      login: '登录：响应的 data[0] 中有 token 和 user_id',
      search: '检索北京附近的存档影像（STAC 检索）',
      userInfo: '带上四个请求头调用接口：查询账户信息',
      typescript: 'TypeScript（Node.js）',
      pythonFlask: 'Python（Flask）',
      clientTypes: '从本平台的 OpenAPI 文档生成类型（接口变化后重新生成）',
      clientCreate: '用 API 密钥创建客户端：密钥作为 Bearer 令牌发送，无需 User-Id',
      clientCall: '调用一次：检索北京附近的存档影像；路径、请求体和响应都经过类型检查',
      webhookSecret: '接收地址的签名密钥（whsec_…），仅在创建时显示一次',
      webhookRawBody: '对收到的原始请求体验证签名，验证前不要解析：重新序列化的 JSON 与签名不再一致',
      webhookRefused: '签名不符或时间戳相差超过 5 分钟：不是本平台发出的，拒绝',
      webhookHandle: '立即返回 2xx；重试可能使同一投递到达两次，已处理过的 webhook-id 直接跳过',
    },
    imagery: {
      heading: '影像与时间序列',
      body: '存档影像的产品栅格（后向散射系数 σ⁰，单位 dB）可直接在脚本中读取：地图瓦片、影像栈（同一地点、同一成像几何的各期影像）、点或区域的时间序列，以及两期影像之间的变化。已购买（持有有效付费订单）的影像和员工按全分辨率读取，其他影像按预览分辨率读取，超出预览级别的瓦片返回 403。坐标为 WGS-84。',
      call: '调用',
      does: '作用',
      calls: {
        tilejson: '影像瓦片的 TileJSON：可用级别、是否全分辨率、拉伸参数',
        tiles: '影像的 256 像素 PNG 瓦片（EPSG:4326 地理切片方案），可指定拉伸和色带',
        stack:
          '影像栈：同一卫星、轨道方向和视向、入射角相差不超过 3°、足迹重叠至少一半的影像，按成像时间排序',
        timeseries: '指定影像或某景影像栈在一个点或多边形上的 σ⁰：每期的均值、中位数和像素数',
        change: '两期影像之间的变化：对数比超出阈值的增强和减弱面积（km²）',
        changeTiles: '变化图层的 PNG 瓦片：增强和减弱各用一种颜色，未变化处透明',
      },
      preparing:
        '首次读取的影像需要先生成产品（大幅宽影像约需数十秒）：一次请求最多生成 2 个，更多时返回 503 和 Retry-After 头，产品在后台生成，稍后重试即可。',
    },
    client: {
      heading: '类型化客户端',
      body: 'OpenAPI 文档描述了每个接口，类型化客户端可以直接由它生成：openapi-typescript 把文档转换为 TypeScript 类型，openapi-fetch 按这些类型调用接口。路径、参数或字段写错时在编译阶段就会报错，而不是等到调用失败。',
      keys: '脚本和服务使用 API 密钥而不是密码：密钥作为 Authorization: Bearer 发送，无需 User-Id，只在创建时显示一次。创建密钥时选择它需要的权限范围：',
      scope: '权限范围',
      allows: '允许的操作',
      scopes: {
        catalogRead:
          '检索存档影像（门户检索和 STAC）、查看影像详情和快视图，以及其瓦片、影像栈、时间序列和变化',
        ordersWrite: '查询价格、下存档订单、查看和取消订单、获取产品下载链接',
        taskingWrite: '提交、修改和取消任务订单',
        subscriptionsWrite: '保存、修改和删除影像订阅（已保存的检索）',
      },
      manageKeys: '管理 API 密钥',
      install: '安装并生成类型',
      example: '示例：创建客户端并检索存档影像',
    },
    webhooks: {
      heading: '验证 Webhook 投递',
      body: '在用户菜单“集成”下的“Webhook 通知”页面登记接收地址和关注的事件：存档订单或任务订单状态变化、新影像符合已保存的检索。每个事件按标准 Webhook 规范（standardwebhooks.com）以 JSON POST 发送：',
      part: '组成部分',
      meaning: '含义',
      parts: {
        id: '投递编号：每次重试都相同，可据此跳过已处理的投递',
        timestamp: '发送时间（Unix 秒）；与当前时间相差超过 5 分钟的投递验证不通过',
        signature: 'v1 加上用接收地址的签名密钥对 id.timestamp.body 计算的 base64 HMAC-SHA256',
        body: '事件名称、发生时间和内容',
      },
      verify:
        '信任一个投递之前先验证签名：使用 <lib>standardwebhooks</lib> 库（npm 和 PyPI 均有，其他语言也有实现），对原始请求体调用 <call>new Webhook(secret).verify(body, headers)</call>，验证通过时返回事件，否则抛出错误。签名密钥（whsec_…）只在创建接收地址时显示一次。',
      retries:
        '请在 10 秒内返回 2xx 状态码；否则该投递会按逐渐延长的间隔重试，持续约一天（10 秒、1 分钟、5 分钟、30 分钟、2 小时、5 小时、8 小时、8 小时）。一天内一直失败的接收地址会被停用，并通知其所有者。',
      manage: '管理 Webhook 通知',
      examples: '示例：接收并验证投递',
    },
    reference: {
      heading: '接口参考',
      body: '下面列出全部接口及其参数和响应，由 OpenAPI 3.1 文档生成。',
      download: '下载 OpenAPI 文档（JSON）',
      loading: '正在加载接口文档…',
      error: '接口文档加载失败：{{msg}}',
      region: '接口参考（OpenAPI）',
    },
  },
  en: {
    intro:
      'Everything the portal does can be called over HTTP: searching the archive, ordering, following tasks and orders. The archive is also published as a STAC API 1.0, ready for GIS tools and scripts.',
    contents: 'On this page',
    auth: {
      heading: 'Authentication',
      login:
        'Sign in with POST /api/user/login/ and the body {"username", "password"} (a username, mobile number or e-mail). On success data[0] holds the session token and your user ID, user_id; send these headers with every call:',
      header: 'Header',
      value: 'Value',
      headers: {
        authorization: 'Bearer followed by the token of the login',
        userId: 'the user_id of the login; a different user ID counts as an invalid session',
        satellite:
          'coordinate system: GCJ02 (the default) or WGS84; coordinates in requests and responses use it',
        acceptLanguage: 'zh-CN (the default) or en-US: the language of msg and of field messages',
      },
      session:
        'By default a session ends after 2 hours without calls or 7 days after the login; then sign in again.',
      throttle:
        'Logins are throttled: after 5 failures for one account from one address, each further attempt waits 30 s, doubling every time (up to 15 minutes), answered with 429 and a Retry-After header.',
      example: 'Example: sign in, then read your account',
    },
    envelope: {
      heading: 'Responses and errors',
      body: 'Every answer is a JSON envelope {"code", "msg", "data"}: on success HTTP 200 with code 0, and data is always an array; lists add total, total_exact (whether the total is exact) and next (the cursor of the next page, passed back as ?cursor=).',
      session:
        'code 201 means the session is missing, invalid or expired (the HTTP status is still 200): show msg, drop the stored token and sign in again.',
      errors: 'Other failures use the HTTP status, with the same envelope and code equal to the status:',
      status: 'Status',
      meaning: 'Meaning',
      status400:
        'Invalid request: the errors array lists {field, message} for each field; a body must be a JSON object',
      status403: 'Your role may not do this',
      status404: 'Not found, or not yours',
      status409: 'Conflict: for example the username exists already, or someone else changed the record',
      status413: 'Too large: a JSON body over 1 MB or an uploaded file over 30 MB',
      status422: 'A business rule refuses it, for example a state change that is not allowed',
      status429: 'Too many attempts: wait the seconds of the Retry-After header, then try again',
      status500:
        'Internal error: the answer carries a request_id (every answer has it in its X-Request-Id header); quote it when you contact us',
      status503: 'The database is briefly unavailable: wait as the Retry-After header says, then try again',
      timeout: "The portal's pages wait 60 s for an answer; use the same timeout in scripts.",
    },
    stac: {
      heading: 'STAC API',
      body: 'The archive catalogue is published as a STAC API 1.0 at /api/stac: the landing page, conformance, collections, queryables, and GET and POST /api/stac/search with bbox, intersects, datetime, ids, filter (CQL2 JSON), sortby (by time) and fields. Coordinates are always WGS-84 (GeoJSON), whatever the Satellite header; a page holds at most 1000 items (10 by default).',
      auth: 'The landing page, conformance, queryables and collections need no sign-in; searching items needs the token: without one, or with an expired one, the answer is HTTP 401 with a WWW-Authenticate: Bearer header.',
      assets:
        'Each item carries the SAR, sat and view extension fields and the assets data (GeoTIFF), package (the product package) and thumbnail (the quicklook), behind links that expire.',
      examples: 'Examples: sign in and search the archive',
      browser: 'Browse the catalogue in STAC Browser',
    },
    examples: {
      label: 'Example language',
      curl: 'curl',
      python: 'Python (pystac-client)',
      javascript: 'JavaScript (fetch)',
      copy: 'Copy code',
      copied: 'Copied',
      copyFailed: 'Could not copy; select the code instead',
      login: 'Sign in: data[0] of the answer holds token and user_id',
      search: 'Search archive images around Beijing (STAC item search)',
      userInfo: 'Call the API with the four headers: your account',
      typescript: 'TypeScript (Node.js)',
      pythonFlask: 'Python (Flask)',
      clientTypes: "Generate the types from the portal's OpenAPI document (again when the API changes)",
      clientCreate: 'A client with your API key: sent as the bearer token, no User-Id needed',
      clientCall: 'One call: search the archive around Beijing; the path, the body and the answer are typed',
      webhookSecret: "The endpoint's secret (whsec_…), shown once when you created it",
      webhookRawBody:
        'Verify the raw body as received, before parsing it: JSON serialised again no longer matches the signature',
      webhookRefused:
        'A wrong signature, or a timestamp more than 5 minutes away: not from the portal, refuse it',
      webhookHandle:
        'Answer 2xx at once; a retry may bring a delivery twice: skip a webhook-id already handled',
    },
    imagery: {
      heading: 'Imagery and time series',
      body: "A scene's product raster (σ⁰ in dB) can be read by scripts: as map tiles, as a stack (the scenes of the same place and geometry over time), as a time series over a point or an area, and as the change between two dates. Scenes you bought (a live paid order) are read at full resolution, as staff read every scene; the others at the preview's resolution, and tiles beyond the preview's levels answer 403. Coordinates are WGS-84.",
      call: 'Call',
      does: 'What it gives',
      calls: {
        tilejson: "The scene tiles' TileJSON: the levels you may read, full resolution or not, the stretch",
        tiles:
          '256-pixel PNG tiles of the scene (the EPSG:4326 geographic scheme), with a stretch and a colour map',
        stack:
          'The stack: scenes of the same satellite, orbit direction and look side, incidence within 3°, footprints overlapping by half or more, by date',
        timeseries:
          "σ⁰ over a point or a polygon on each date of the scenes named or of a scene's stack: mean, median and pixels read",
        change:
          'The change between two dates: the areas brighter and darker by more than a log-ratio threshold (km²)',
        changeTiles:
          'PNG tiles of the change layer: one colour where brighter, another where darker, transparent where unchanged',
      },
      preparing:
        'A scene read for the first time has its product rendered first (tens of seconds for a wide scene): a request renders at most 2; with more it answers 503 with a Retry-After header while they are rendered, so ask again then.',
    },
    client: {
      heading: 'Typed client',
      body: 'The OpenAPI document describes every operation, so a typed client comes straight from it: openapi-typescript turns the document into TypeScript types and openapi-fetch calls the API with them. A wrong path, parameter or field is then a compile error rather than a failed call.',
      keys: 'Scripts and services use an API key rather than a password: it is sent as Authorization: Bearer, with no User-Id, and shown only once, when it is created. Give a key the scopes it needs:',
      scope: 'Scope',
      allows: 'What it allows',
      scopes: {
        catalogRead:
          'searching the archive (portal search and STAC), reading scenes and quicklooks, their tiles, stacks, time series and change',
        ordersWrite: 'pricing and placing archive orders, reading and cancelling them, their download links',
        taskingWrite: 'placing, changing and cancelling tasking orders',
        subscriptionsWrite: 'saving, changing and deleting saved searches (imagery subscriptions)',
      },
      manageKeys: 'Manage API keys',
      install: 'Install, and generate the types',
      example: 'Example: create a client and search the archive',
    },
    webhooks: {
      heading: 'Verifying webhook deliveries',
      body: 'Under Integrations → Webhooks (in the user menu) you register an address and the events it receives: archive or tasking orders changing state, new images matching a saved search. Each event is sent as a JSON POST as the Standard Webhooks specification (standardwebhooks.com) defines it:',
      part: 'Part',
      meaning: 'Meaning',
      parts: {
        id: "the delivery's id: the same on every retry, so you can skip one already handled",
        timestamp: 'when it was sent (Unix seconds); verification refuses one more than 5 minutes away',
        signature: "v1, then a base64 HMAC-SHA256 of id.timestamp.body with the endpoint's secret",
        body: "the event's name, its time and its content",
      },
      verify:
        'Verify every delivery before trusting it, with the <lib>standardwebhooks</lib> library (on npm and PyPI, and for other languages): <call>new Webhook(secret).verify(body, headers)</call> on the raw body returns the event, or throws. The secret (whsec_…) is shown once, when the endpoint is created.',
      retries:
        'Answer with a 2xx status within 10 s; otherwise the delivery is tried again after growing delays for about a day (10 s, 1 min, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h). An endpoint failing for a day is disabled and its owner alerted.',
      manage: 'Manage webhooks',
      examples: 'Examples: receive and verify a delivery',
    },
    reference: {
      heading: 'API reference',
      body: 'Every operation with its parameters and responses, from the OpenAPI 3.1 document.',
      download: 'Download the OpenAPI document (JSON)',
      loading: 'Loading the API reference…',
      error: 'The API reference could not be loaded: {{msg}}',
      region: 'API reference (OpenAPI)',
    },
  },
});

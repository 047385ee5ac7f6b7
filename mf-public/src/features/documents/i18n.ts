import { addTranslations } from '@portal/shared/i18n';

export const NS = 'documents';

addTranslations(NS, {
  zh: {
    intro: '在线阅读产品规格说明书和样例影像的分析报告，也可以下载 PDF 文件。',
    select: '文档',
    specSheet: '产品规格说明书',
    sampleReport: '样例报告：{{title}}',
    sampleReportId: '样例报告 #{{id}}',
    samplesError: '样例列表加载失败，只能查看产品规格说明书：{{msg}}',
    loading: '正在加载文档…',
    loadingPercent: '正在加载文档… {{percent}}%',
    error: '文档加载失败：{{msg}}',
    renderError: '页面绘制失败：{{msg}}',
    toolbar: '翻页与缩放',
    previous: '上一页',
    next: '下一页',
    page: '第 {{n}} 页，共 {{total}} 页',
    zoomOut: '缩小',
    zoomIn: '放大',
    zoom: '{{percent}}%',
    download: '下载 PDF',
    pageAlt: '{{title}}，第 {{n}} 页（共 {{total}} 页）',
  },
  en: {
    intro:
      'Read the product specification sheet and the analysis reports of our sample images here, or download them as PDF files.',
    select: 'Document',
    specSheet: 'Product specification sheet',
    sampleReport: 'Sample report: {{title}}',
    sampleReportId: 'Sample report #{{id}}',
    samplesError:
      'The list of samples could not be loaded; only the specification sheet is available: {{msg}}',
    loading: 'Loading the document…',
    loadingPercent: 'Loading the document… {{percent}}%',
    error: 'The document could not be loaded: {{msg}}',
    renderError: 'The page could not be drawn: {{msg}}',
    toolbar: 'Pages and zoom',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{n}} of {{total}}',
    zoomOut: 'Zoom out',
    zoomIn: 'Zoom in',
    zoom: '{{percent}}%',
    download: 'Download PDF',
    pageAlt: '{{title}}, page {{n}} of {{total}}',
  },
});

import { addTranslations } from '@portal/shared/i18n';

/** Strings of the image-query page (namespace `imageQuery`). Spec §5/§8 texts word for word in English. */
export const NS = 'imageQuery';

addTranslations(NS, {
  zh: {
    areas: '目标区域', areasHint: '在地球上绘制区域，或按行政区、地名、中心点、文件添加（最多5个）', noAreas: '尚未添加目标区域',
    mode: { draw: '绘制', region: '行政区', place: '地名', point: '中心点', file: '文件', ids: '影像ID' },
    drawHint: '使用地球右上角的“矩形 / 多边形 / 圆形”工具绘制区域；单击区域可拖动顶点编辑。',
    province: '省份', city: '城市（可选）', addRegion: '添加行政区',
    placeName: '地名', placeHint: '输入地名，例如 北京', addPlace: '添加地名', noPlaces: '无匹配地名',
    lng: '经度', lat: '纬度', radius: '半径（千米）', addPoint: '添加中心点',
    fileHint: '支持 KML、KMZ 和 ZIP 压缩的 Shapefile', chooseFile: '选择文件导入', importing: '正在导入…', imported: '导入成功',
    ids: '影像ID', idsHint: '多个ID用逗号、空格或换行分隔',
    drawn: { rectangle: '矩形', polygon: '多边形', circle: '圆形' }, pointLabel: '中心点 {{x}}, {{y}} 半径 {{r}} 千米',
    filters: '筛选条件', start: '开始日期', end: '结束日期', satellites: '卫星', imgModes: '成像模式', productTypes: '产品类型',
    orbit: '轨道方向', lookSide: '视向', incidence: '入射角（°）', incidenceMin: '最小', incidenceMax: '最大', polarizations: '极化方式',
    classifications: '密级', search: '查询', reset: '重置',
    results: '查询结果', total: '共 {{total}} 条', totalEstimate: '约 {{total}} 条', noResults: '没有符合条件的影像',
    col: { id: '影像ID', satellite: '卫星', time: '成像时间', mode: '成像模式', product: '产品类型', polarization: '极化', orbit: '轨道', look: '视向', incidence: '入射角', resolution: '分辨率' },
    addToCart: '加入购物车', delete: '删除', order: '下单', export: '导出', exportFormat: '导出格式', details: '详情', prev: '上一页', next: '下一页',
    pageSize: '每页', page: '第 {{page}} 页',
    detail: { title: '影像详情', quicklook: '快视图', showOnGlobe: '在地球上显示快视图', hideOnGlobe: '隐藏快视图', flyTo: '定位', close: '关闭' },
    msg: {
      maxAreas: '最多5个目标区域（请先删除一个）', needArea: '请选择区域或输入影像ID', needFile: '导出前请选择文件',
      needSelection: '请至少选择一景影像', addedToCart: '成功加入购物车', deleted: '删除成功', ordered: '下单成功', badPoint: '请输入有效的经纬度和半径（0–1000 千米）',
      badFile: '无法读取该区域文件', fileType: '仅支持 KML、KMZ 和 ZIP（Shapefile）文件',
    },
  },
  en: {
    areas: 'Target areas', areasHint: 'Draw on the globe, or add by region, place name, centre point or file (up to 5)', noAreas: 'No target area yet',
    mode: { draw: 'Draw', region: 'Region', place: 'Place', point: 'Centre point', file: 'File', ids: 'Image ID' },
    drawHint: 'Use the Rectangle / Polygon / Circle tools at the top right of the globe; click an area to drag its vertices.',
    province: 'Province', city: 'City (optional)', addRegion: 'Add region',
    placeName: 'Place name', placeHint: 'Type a place name, e.g. Beijing', addPlace: 'Add place', noPlaces: 'No matching place',
    lng: 'Longitude', lat: 'Latitude', radius: 'Radius (km)', addPoint: 'Add centre point',
    fileHint: 'KML, KMZ and zipped shapefiles', chooseFile: 'Import a file', importing: 'Importing…', imported: 'Upload successful',
    ids: 'Image IDs', idsHint: 'Separate several IDs with commas, spaces or new lines',
    drawn: { rectangle: 'Rectangle', polygon: 'Polygon', circle: 'Circle' }, pointLabel: 'Centre {{x}}, {{y}} radius {{r}} km',
    filters: 'Filters', start: 'Start date', end: 'End date', satellites: 'Satellites', imgModes: 'Imaging modes', productTypes: 'Product types',
    orbit: 'Orbit', lookSide: 'Look side', incidence: 'Incidence angle (°)', incidenceMin: 'Min', incidenceMax: 'Max', polarizations: 'Polarizations',
    classifications: 'Classification', search: 'Search', reset: 'Reset',
    results: 'Results', total: '{{total}} images', totalEstimate: 'about {{total}} images', noResults: 'No image matches the search',
    col: { id: 'Image ID', satellite: 'Satellite', time: 'Acquired', mode: 'Mode', product: 'Product', polarization: 'Polarization', orbit: 'Orbit', look: 'Look', incidence: 'Incidence', resolution: 'Resolution' },
    addToCart: 'Add to cart', delete: 'Delete', order: 'Order', export: 'Export', exportFormat: 'Export format', details: 'Details', prev: 'Previous', next: 'Next',
    pageSize: 'Per page', page: 'Page {{page}}',
    detail: { title: 'Image details', quicklook: 'Quicklook', showOnGlobe: 'Show quicklook on the globe', hideOnGlobe: 'Hide quicklook', flyTo: 'Fly to', close: 'Close' },
    msg: {
      maxAreas: 'At most 5 target areas (delete one first)', needArea: 'Please select an area or enter an image ID', needFile: 'Please select a file before export',
      needSelection: 'Please select at least one image', addedToCart: 'Successfully added to shopping cart', deleted: 'Delete successfully', ordered: 'Order placed',
      badPoint: 'Enter a valid longitude, latitude and radius (0–1000 km)', badFile: 'This area file could not be read', fileType: 'Only KML, KMZ and ZIP (shapefile) files',
    },
  },
});

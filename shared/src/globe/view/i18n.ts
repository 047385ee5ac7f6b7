import { addTranslations } from '@portal/shared/i18n';

/** The globe's own texts (namespace `globe`). */
addTranslations('globe', {
  zh: {
    mode2d: '二维',
    mode3d: '三维',
    rectangle: '矩形',
    polygon: '多边形',
    circle: '圆形',
    deleteShape: '删除图形',
    cancel: '取消绘制',
    hint: {
      rectangle: '单击两个对角点绘制矩形',
      polygon: '单击添加顶点，双击或右键结束',
      circle: '单击圆心，再单击确定半径',
    },
    lng: '经度',
    lat: '纬度',
    region: '三维地球',
  },
  en: {
    mode2d: '2D',
    mode3d: '3D',
    rectangle: 'Rectangle',
    polygon: 'Polygon',
    circle: 'Circle',
    deleteShape: 'Delete shape',
    cancel: 'Cancel drawing',
    hint: {
      rectangle: 'Click two opposite corners',
      polygon: 'Click to add vertices; double-click or right-click to finish',
      circle: 'Click the centre, then click the radius',
    },
    lng: 'Lon',
    lat: 'Lat',
    region: 'Globe',
  },
});

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
      rectangle: '按住拖出矩形，或单击两个对角点',
      polygon: '单击添加顶点，双击或右键结束',
      circle: '从圆心拖到半径处，或单击圆心再单击半径处',
    },
    lng: '经度',
    lat: '纬度',
    region: '三维地球',
    credits: { expand: '数据来源', title: '数据提供方：' },
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
      rectangle: 'Drag out a rectangle, or click two opposite corners',
      polygon: 'Click to add vertices; double-click or right-click to finish',
      circle: 'Drag from the centre to the radius, or click the centre, then the radius',
    },
    lng: 'Lon',
    lat: 'Lat',
    region: 'Globe',
    credits: { expand: 'Data attribution', title: 'Data provided by:' },
  },
});

import { addTranslations } from '@portal/shared/i18n';

addTranslations('account', {
  zh: {
    info: {
      type: '用户类型', username: '用户名', name: '姓名', mobile: '手机号', email: '邮箱', organization: '单位名称', balance: '余额',
      coordinateSystem: '坐标系偏好', edit: '编辑', editTitle: '编辑个人信息', checking: '正在检查…', unchanged: '没有需要保存的修改',
      crs: { GCJ02: 'GCJ-02（国测局坐标）', WGS84: 'WGS-84' },
    },
    realPerson: {
      title: '实名认证', status: '认证状态', none: '未认证', pending: '审核中', approved: '已认证', rejected: '未通过',
      intro: '提交真实姓名、证件号码和证件扫描件（pdf、jpg、png、doc、docx），工作人员审核后生效。', name: '真实姓名', idNumber: '证件号码',
      document: '证件文件', choose: '选择文件', noFile: '未选择文件', submit: '提交认证',
    },
    password: {
      old: '当前密码', new: '新密码', confirm: '确认新密码', submit: '修改密码', done: '密码修改成功，其他设备上的登录已失效。',
    },
  },
  en: {
    info: {
      type: 'Account type', username: 'Username', name: 'Name', mobile: 'Mobile', email: 'Email', organization: 'Organization', balance: 'Balance',
      coordinateSystem: 'Coordinate system', edit: 'Edit', editTitle: 'Edit my details', checking: 'Checking…', unchanged: 'Nothing to save',
      crs: { GCJ02: 'GCJ-02 (China)', WGS84: 'WGS-84' },
    },
    realPerson: {
      title: 'Real-name verification', status: 'Status', none: 'Not verified', pending: 'Pending review', approved: 'Verified', rejected: 'Rejected',
      intro: 'Submit your real name, ID number and a scan of the document (pdf, jpg, png, doc, docx); it takes effect once staff have reviewed it.',
      name: 'Real name', idNumber: 'ID number', document: 'Document', choose: 'Choose file', noFile: 'No file chosen', submit: 'Submit for review',
    },
    password: {
      old: 'Current password', new: 'New password', confirm: 'Confirm new password', submit: 'Change password',
      done: 'Password changed. Sessions on other devices have been signed out.',
    },
  },
});

import { addTranslations } from '@portal/shared/i18n';

addTranslations('admin', {
  zh: {
    customer: '客户',
    chooseCustomer: '请选择客户',
    chooseCustomerHint: '输入用户名、姓名、手机号、邮箱或单位查找客户，查看其购物车（只读）。',
    cartEmpty: '{{name}} 的购物车是空的',
    reasonRequired: '原因（必填）',
    note: '说明（选填）',
    confirm: '确认',
    cancel: '取消',
  },
  en: {
    customer: 'Customer',
    chooseCustomer: 'Choose a customer',
    chooseCustomerHint:
      'Type part of a username, name, phone, e-mail or organization to find a customer and read their cart (read-only).',
    cartEmpty: "{{name}}'s cart is empty",
    reasonRequired: 'Reason (required)',
    note: 'Note (optional)',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
});

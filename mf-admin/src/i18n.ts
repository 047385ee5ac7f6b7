import { addTranslations } from '@portal/shared/i18n';

addTranslations('admin', {
  zh: {
    customer: '客户',
    chooseCustomer: '请选择客户',
    chooseCustomerHint: '输入用户名、姓名、手机号、邮箱或单位查找客户，查看其购物车（只读）。',
    cartEmpty: '{{name}} 的购物车是空的',
  },
  en: {
    customer: 'Customer',
    chooseCustomer: 'Choose a customer',
    chooseCustomerHint:
      'Type part of a username, name, phone, e-mail or organization to find a customer and read their cart (read-only).',
    cartEmpty: "{{name}}'s cart is empty",
  },
});
